import { Body, Controller, HttpStatus, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { AdminOnly, CurrentUser, type SessionUser } from '../../../../platform/auth/access.js';
import { BulkScrapeDto } from './bulk-scrape.dto.js';
import { StartHarvestCommand } from './start-harvest.command.js';

@Controller('api/papers')
export class BulkScrapeController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /**
   * Starts a bulk acquisition (OAI-PMH harvest) and answers at once: 202 `{message}` when a run
   * starts, 200 `{message}` when one is running already.
   */
  @AdminOnly()
  @Post('bulk-scrape')
  async start(
    @Body() body: BulkScrapeDto,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ message: string }> {
    const answer = await this.commandBus.execute(
      new StartHarvestCommand({ set: body.set ?? null, from: body.from ?? null, until: body.until ?? null }, admin.id),
    );
    res.status(answer.started ? HttpStatus.ACCEPTED : HttpStatus.OK);
    return { message: answer.message };
  }
}
