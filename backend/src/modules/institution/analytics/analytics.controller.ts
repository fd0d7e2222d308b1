import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Ip, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ANALYTICS_MESSAGES,
  type AnalyticsBenchmarks,
  type AnalyticsDepartments,
  type AnalyticsExportJob,
  type AnalyticsImpact,
  type AnalyticsPredictions,
  type AnalyticsResearchMetrics,
  type AnalyticsRoi,
  type AnalyticsSettings,
  type AnalyticsSyncStatus,
  DEFAULT_ANALYTICS_TIMEFRAME,
} from '@scholarlens/contracts';
import type { Response } from 'express';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { Answers, AnswersFile } from '../../../platform/http/answers.js';
import { AnalyticsFiguresDto } from './analytics-figures/analytics-figures.dto.js';
import { AnalyticsFigures } from './analytics-figures/analytics-figures.service.js';
import { AnalyticsSettingsQuery } from './analytics-settings/analytics-settings.query.js';
import { ConfigureSourceCommand } from './configuring-source/configure-source.command.js';
import { ConfigureSourceDto } from './configuring-source/configure-source.dto.js';
import { AnalyticsExports } from './exporting-analytics/analytics-exports.js';
import { ExportAnalyticsCommand } from './exporting-analytics/export-analytics.command.js';
import { ExportAnalyticsDto } from './exporting-analytics/export-analytics.dto.js';
import { LinkAuthorCommand } from './linking-author/link-author.command.js';
import { LinkAuthorDto } from './linking-author/link-author.dto.js';
import { InstitutionAccess, normaliseAddress } from './ports.js';
import { StartSyncCommand } from './syncing-works/start-sync.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Advanced analytics (spec inst §2, §7 /api/analytics/*): members of an institution read its
 * figures and export them; its administrators set the OpenAlex source and start a sync; each member
 * links their own author ids. Every figure route answers null while the source is unset or before
 * the first sync completes (the panel says what to configure).
 */
@Controller('api/analytics')
export class AnalyticsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
    @Inject(AnalyticsFigures) private readonly figures: AnalyticsFigures,
    @Inject(AnalyticsExports) private readonly exports: AnalyticsExports,
  ) {}

  @SignedIn()
  @Get('settings')
  @Answers('AnalyticsSettings')
  async settings(@CurrentUser() user: SessionUser): Promise<AnalyticsSettings> {
    return this.queryBus.execute(new AnalyticsSettingsQuery(await this.access.memberOf(user)));
  }

  @SignedIn()
  @Put('settings')
  @Answers('AnalyticsSettings')
  async configure(@Body() body: ConfigureSourceDto, @CurrentUser() user: SessionUser): Promise<AnalyticsSettings> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ConfigureSourceCommand(me, body.openAlexId, body.ror));
  }

  @SignedIn()
  @Put('author')
  @Answers('AnalyticsSettings')
  async linkAuthor(@Body() body: LinkAuthorDto, @CurrentUser() user: SessionUser): Promise<AnalyticsSettings> {
    const me = await this.access.memberOf(user);
    return this.commandBus.execute(new LinkAuthorCommand(me, body.orcid, body.openAlexAuthorId));
  }

  /** Sync now (administrators): the running sync if there is one, else a new one; its progress is on GET settings. */
  @SignedIn()
  @Post('sync')
  @Answers('AnalyticsSyncStatus')
  @HttpCode(HttpStatus.ACCEPTED)
  async sync(@CurrentUser() user: SessionUser): Promise<AnalyticsSyncStatus> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new StartSyncCommand(me.institutionId, 'manual'));
  }

  @SignedIn()
  @Get('research-metrics')
  @Answers('AnalyticsResearchMetrics', { nullable: true })
  async researchMetrics(@Query() q: AnalyticsFiguresDto, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const me = await this.access.memberOf(user);
    json<AnalyticsResearchMetrics>(res, await this.figures.researchMetrics(me.institutionId, q.timeframe ?? DEFAULT_ANALYTICS_TIMEFRAME, q.department ?? 'all'));
  }

  @SignedIn()
  @Get('departments')
  @Answers('AnalyticsDepartments', { nullable: true })
  async departments(@Query() q: AnalyticsFiguresDto, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const me = await this.access.memberOf(user);
    json<AnalyticsDepartments>(res, await this.figures.departments(me.institutionId, q.timeframe ?? DEFAULT_ANALYTICS_TIMEFRAME, q.department ?? 'all'));
  }

  @SignedIn()
  @Get('impact')
  @Answers('AnalyticsImpact', { nullable: true })
  async impact(@Query() q: AnalyticsFiguresDto, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const me = await this.access.memberOf(user);
    json<AnalyticsImpact>(res, await this.figures.impact(me.institutionId, q.timeframe ?? DEFAULT_ANALYTICS_TIMEFRAME, q.department ?? 'all'));
  }

  @SignedIn()
  @Get('roi')
  @Answers('AnalyticsRoi', { nullable: true })
  async roi(@Query() q: AnalyticsFiguresDto, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const me = await this.access.memberOf(user);
    json<AnalyticsRoi>(res, await this.figures.roi(me.institutionId, q.timeframe ?? DEFAULT_ANALYTICS_TIMEFRAME));
  }

  @SignedIn()
  @Get('predictions')
  @Answers('AnalyticsPredictions', { nullable: true })
  async predictions(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const me = await this.access.memberOf(user);
    json<AnalyticsPredictions>(res, await this.figures.predictions(me.institutionId));
  }

  @SignedIn()
  @Get('benchmarks')
  @Answers('AnalyticsBenchmarks', { nullable: true })
  async benchmarks(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const me = await this.access.memberOf(user);
    json<AnalyticsBenchmarks>(res, await this.figures.benchmarks(me.institutionId));
  }

  /** The format chosen is the one produced; recorded as a data access; large exports run as a job (poll GET exports/:id). */
  @SignedIn()
  @Post('export')
  @Answers('AnalyticsExportJob')
  @HttpCode(HttpStatus.CREATED)
  async export(@Body() body: ExportAnalyticsDto, @Ip() ip: string, @CurrentUser() user: SessionUser): Promise<AnalyticsExportJob> {
    const me = await this.access.memberOf(user);
    return this.commandBus.execute(new ExportAnalyticsCommand(me, ip ? normaliseAddress(ip) : null, body.format, body.timeframe, body.department ?? 'all'));
  }

  @SignedIn()
  @Get('exports/:id')
  @Answers('AnalyticsExportJob')
  async exportJob(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<AnalyticsExportJob> {
    const me = await this.access.memberOf(user);
    const job = UUID.test(id) ? await this.exports.job(me.institutionId, id) : null;
    if (!job) throw new DomainError('not-found', ANALYTICS_MESSAGES.exportNotFound);
    return job;
  }

  @SignedIn()
  @Get('exports/:id/download')
  @AnswersFile('application/octet-stream', 'The exported file (PDF, XLSX, CSV or PPTX, as chosen)')
  async download(@Param('id') id: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const me = await this.access.memberOf(user);
    const file = UUID.test(id) ? await this.exports.file(me.institutionId, id) : null;
    if (!file) throw new DomainError('not-found', ANALYTICS_MESSAGES.exportNotFound);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return new StreamableFile(file.bytes, { type: file.contentType });
  }
}

/** Null as the JSON `null` the document declares (Nest sends a returned null as an empty body). */
function json<T>(res: Response, value: T | null): void {
  res.status(200).json(value);
}
