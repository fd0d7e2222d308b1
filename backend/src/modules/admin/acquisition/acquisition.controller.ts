import { Body, Controller, Get, HttpStatus, Inject, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AcquisitionEstimate } from '@scholarlens/contracts';
import type { Response } from 'express';
import { AdminOnly, CurrentUser, Public, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { type AcquisitionStatus, AcquisitionStatusQuery } from './acquisition-runs/acquisition-status.query.js';
import { EstimateTotalQuery } from './acquisition-runs/estimate-total.query.js';
import { StartHarvestCommand } from './starting-harvest/start-harvest.command.js';
import { StartHarvestDto } from './starting-harvest/start-harvest.dto.js';
import { SyncArxivCommand } from './syncing-arxiv/sync-arxiv.command.js';

/** Papers from arXiv into the catalog: the arXiv sync (signed-in users), bulk acquisition and its progress (admins). */
@Controller('api')
export class AcquisitionController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /**
   * Fetches the newest papers from arXiv; answers `{message}` with how many were added, after the
   * feed shows them. 502 when arXiv answers with an error, 503 when it cannot be reached.
   */
  @SignedIn()
  @Post('papers/sync')
  @Answers('SyncResponse', { statuses: [200, 202] })
  async sync(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const { status, message } = await this.commandBus.execute(new SyncArxivCommand(user.id));
    res.status(status);
    return { message };
  }

  /**
   * Starts a bulk acquisition (OAI-PMH harvest) and answers at once: 202 `{message}` when a run
   * starts, 200 `{message}` when one is running already.
   */
  @AdminOnly()
  @Post('papers/bulk-scrape')
  @Answers('SyncResponse', { statuses: [200, 202] })
  async startHarvest(
    @Body() body: StartHarvestDto,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ message: string }> {
    const answer = await this.commandBus.execute(
      new StartHarvestCommand({ set: body.set ?? null, from: body.from ?? null, until: body.until ?? null }, admin.id),
    );
    res.status(answer.started ? HttpStatus.ACCEPTED : HttpStatus.OK);
    return { message: answer.message };
  }

  /** `{currentInDB, estimatedTotal}` for the admin dashboard's bulk acquisition card (counts only: public). */
  @Public()
  @Get('papers/estimate-total')
  @Answers('AcquisitionEstimate')
  estimateTotal(): Promise<AcquisitionEstimate> {
    return this.queryBus.execute(new EstimateTotalQuery());
  }

  /** The latest bulk acquisition run's status and progress. */
  @AdminOnly()
  @Get('admin/acquisition')
  @Answers('AcquisitionStatus')
  status(): Promise<AcquisitionStatus> {
    return this.queryBus.execute(new AcquisitionStatusQuery());
  }
}
