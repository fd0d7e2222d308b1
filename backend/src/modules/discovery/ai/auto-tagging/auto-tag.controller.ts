import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AI_LIMITS, type AutoTagResponse } from '@scholarlens/contracts';
import type { Response } from 'express';
import { CurrentUser, type SessionUser, SignedIn } from '../../../../platform/auth/access.js';
import { AutoTagCommand } from './auto-tag.command.js';
import { AutoTagDto } from './auto-tag.dto.js';

@Controller('api/papers')
export class AutoTagController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /** Tags the newest untagged papers with AI tags (signed in; spec core §6); answers `{taggedPapers}`. */
  @SignedIn()
  @Post('auto-tag')
  async autoTag(@Body() body: AutoTagDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<AutoTagResponse> {
    const { status, taggedPapers } = await this.commandBus.execute(new AutoTagCommand(body?.batchSize ?? AI_LIMITS.autoTagDefaultBatch, user.id));
    res.status(status);
    return { taggedPapers };
  }
}
