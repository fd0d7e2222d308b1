import { Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { CurrentUser, type SessionUser, SignedIn } from '../../../../platform/auth/access.js';
import { SyncArxivCommand } from './sync-arxiv.command.js';

@Controller('api/papers')
export class SyncController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /**
   * Fetches the newest papers from arXiv; answers `{message}` with how many were added, after the
   * feed shows them. 502 when arXiv answers with an error, 503 when it cannot be reached.
   */
  @SignedIn()
  @Post('sync')
  async sync(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const { status, message } = await this.commandBus.execute(new SyncArxivCommand(user.id));
    res.status(status);
    return { message };
  }
}
