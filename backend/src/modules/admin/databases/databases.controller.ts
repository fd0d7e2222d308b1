import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { DatabaseStatus } from '@scholarlens/contracts';
import { AdminOnly, CurrentUser, type SessionUser } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { type ConnectAnswer, ConnectSourcesCommand } from './connecting-sources/connect-sources.command.js';
import { type ArxivDownloadAnswer, DownloadArxivCommand } from './downloading-arxiv/download-arxiv.command.js';
import { DownloadArxivDto } from './downloading-arxiv/download-arxiv.dto.js';
import { type ArxivSetupAnswer, SetUpArxivCommand } from './setting-up-arxiv/set-up-arxiv.command.js';
import { DatabaseStatusQuery } from './status/database-status.query.js';
import { type SyncSourcesAnswer, SyncSourcesCommand } from './syncing-sources/sync-sources.command.js';

/** The Databases page (spec inst §2): data sources' status, connections, syncs and the arXiv bulk path; admins only. */
@Controller('api/admin')
export class DatabasesController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @AdminOnly()
  @Get('databases/status')
  @Answers('DatabaseStatus')
  databasesStatus(): Promise<DatabaseStatus> {
    return this.queryBus.execute(new DatabaseStatusQuery());
  }

  @AdminOnly()
  @Post('databases/connect')
  @Answers('ConnectAnswer')
  @HttpCode(HttpStatus.OK)
  connect(@CurrentUser() admin: SessionUser): Promise<ConnectAnswer> {
    return this.commandBus.execute(new ConnectSourcesCommand(admin.id));
  }

  @AdminOnly()
  @Post('databases/sync')
  @Answers('SyncSourcesAnswer')
  @HttpCode(HttpStatus.ACCEPTED)
  sync(@CurrentUser() admin: SessionUser): Promise<SyncSourcesAnswer> {
    return this.commandBus.execute(new SyncSourcesCommand(admin.id));
  }

  @AdminOnly()
  @Post('arxiv/setup')
  @Answers('ArxivSetupAnswer')
  @HttpCode(HttpStatus.OK)
  arxivSetup(@CurrentUser() admin: SessionUser): Promise<ArxivSetupAnswer> {
    return this.commandBus.execute(new SetUpArxivCommand(admin.id));
  }

  @AdminOnly()
  @Post('arxiv/download')
  @Answers('ArxivDownloadAnswer')
  @HttpCode(HttpStatus.ACCEPTED)
  arxivDownload(@Body() body: DownloadArxivDto, @CurrentUser() admin: SessionUser): Promise<ArxivDownloadAnswer> {
    return this.commandBus.execute(new DownloadArxivCommand(body.limit, admin.id));
  }
}
