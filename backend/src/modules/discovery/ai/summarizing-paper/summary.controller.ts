import { Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SummaryResponse } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../../platform/auth/access.js';
import { SummarizePaperCommand } from './summarize-paper.command.js';

@Controller('api/papers')
export class SummaryController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /** The paper's AI summary `{summary}` (JSON text); signed in, metered (free: 3 per UTC day). */
  @SignedIn()
  @Post(':id/summary')
  @HttpCode(HttpStatus.OK)
  summarize(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<SummaryResponse> {
    return this.commandBus.execute(new SummarizePaperCommand(id, user.id));
  }
}
