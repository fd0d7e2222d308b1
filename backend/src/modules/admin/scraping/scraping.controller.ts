import { Controller, Get, HttpStatus, Inject, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { ScrapingStatsAnswer } from '@scholarlens/contracts';
import type { Response } from 'express';
import { AdminOnly, CurrentUser, type SessionUser } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { type StartScrapingAnswer, StartScrapingCommand } from './starting-scraping/start-scraping.command.js';
import { type StopScrapingAnswer, StopScrapingCommand } from './stopping-scraping/stop-scraping.command.js';
import { ScrapingStatsQuery } from './scraping-stats/scraping-stats.query.js';

/** The global course-scraping monitor (spec core §2 Research Analysis, §3, §7): admins only. */
@Controller('api/opal-scraping')
export class ScrapingController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @AdminOnly()
  @Get('stats')
  @Answers('ScrapingStatsAnswer')
  stats(): Promise<ScrapingStatsAnswer> {
    return this.queryBus.execute(new ScrapingStatsQuery());
  }

  /** 202 when a run starts or resumes, 200 when one is running already. */
  @AdminOnly()
  @Post('start')
  @Answers('StartScrapingAnswer', { statuses: [200, 202] })
  async start(@CurrentUser() admin: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StartScrapingAnswer> {
    const answer = await this.commandBus.execute(new StartScrapingCommand(admin.id));
    res.status(answer.started ? HttpStatus.ACCEPTED : HttpStatus.OK);
    return answer;
  }

  @AdminOnly()
  @Post('stop')
  @Answers('StopScrapingAnswer', { statuses: [200] })
  async stop(@CurrentUser() admin: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StopScrapingAnswer> {
    res.status(HttpStatus.OK);
    return this.commandBus.execute(new StopScrapingCommand(admin.id));
  }
}
