import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AdminHealth, DatabaseStatus, SystemStatus } from '@scholarlens/contracts';
import { AdminOnly, CurrentUser, type SessionUser } from '../../platform/auth/access.js';
import { type ArxivDownloadAnswer, type ArxivSetupAnswer, DownloadArxivCommand, SetupArxivCommand } from './databases/arxiv-bulk/arxiv-bulk.commands.js';
import { type ConnectAnswer, ConnectSourcesCommand } from './databases/connecting/connect-sources.command.js';
import { DownloadArxivDto } from './databases/download-arxiv.dto.js';
import { DatabaseStatusQuery } from './databases/status/database-status.query.js';
import { type SyncSourcesAnswer, SyncSourcesCommand } from './databases/syncing/sync-sources.command.js';
import { AdminHealthQuery } from './health/admin-health.query.js';
import { SystemStatusQuery } from './system/system-status.query.js';

/** The admin console's own endpoints (dashboard health and status tiles, the Databases page): admins only. */
@Controller('api/admin')
export class AdminController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @AdminOnly()
  @Get('health')
  health(): Promise<AdminHealth> {
    return this.queryBus.execute(new AdminHealthQuery());
  }

  @AdminOnly()
  @Get('system')
  system(): Promise<SystemStatus> {
    return this.queryBus.execute(new SystemStatusQuery());
  }

  @AdminOnly()
  @Get('databases/status')
  databasesStatus(): Promise<DatabaseStatus> {
    return this.queryBus.execute(new DatabaseStatusQuery());
  }

  @AdminOnly()
  @Post('databases/connect')
  @HttpCode(HttpStatus.OK)
  connect(@CurrentUser() admin: SessionUser): Promise<ConnectAnswer> {
    return this.commandBus.execute(new ConnectSourcesCommand(admin.id));
  }

  @AdminOnly()
  @Post('databases/sync')
  @HttpCode(HttpStatus.ACCEPTED)
  sync(@CurrentUser() admin: SessionUser): Promise<SyncSourcesAnswer> {
    return this.commandBus.execute(new SyncSourcesCommand(admin.id));
  }

  @AdminOnly()
  @Post('arxiv/setup')
  @HttpCode(HttpStatus.OK)
  arxivSetup(@CurrentUser() admin: SessionUser): Promise<ArxivSetupAnswer> {
    return this.commandBus.execute(new SetupArxivCommand(admin.id));
  }

  @AdminOnly()
  @Post('arxiv/download')
  @HttpCode(HttpStatus.ACCEPTED)
  arxivDownload(@Body() body: DownloadArxivDto, @CurrentUser() admin: SessionUser): Promise<ArxivDownloadAnswer> {
    return this.commandBus.execute(new DownloadArxivCommand(body.limit, admin.id));
  }
}
