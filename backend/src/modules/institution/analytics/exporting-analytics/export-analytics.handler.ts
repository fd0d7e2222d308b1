import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnalyticsExportJob } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { AnalyticsFigures } from '../analytics-figures/analytics-figures.service.js';
import { SecurityRecorder } from '../ports.js';
import { AnalyticsExporter } from './analytics-exporter.js';
import { AnalyticsExports } from './analytics-exports.js';
import { AnalyticsExportJobs } from './analytics-export.jobs.js';
import { ExportAnalyticsCommand } from './export-analytics.command.js';

/**
 * Records the export as DATA_ACCESS (every attempt, as the security context records data access),
 * then produces it at once when the timeframe holds at most ANALYTICS_EXPORT_INLINE_MAX_WORKS works,
 * else queues a job; either way the answer is the export with its status and, once done, its link.
 */
@CommandHandler(ExportAnalyticsCommand)
export class ExportAnalyticsHandler implements ICommandHandler<ExportAnalyticsCommand> {
  constructor(
    @Inject(AnalyticsExporter) private readonly exporter: AnalyticsExporter,
    @Inject(AnalyticsExports) private readonly exports: AnalyticsExports,
    @Inject(AnalyticsExportJobs) private readonly jobs: AnalyticsExportJobs,
    @Inject(AnalyticsFigures) private readonly figures: AnalyticsFigures,
    @Inject(SecurityRecorder) private readonly recorder: SecurityRecorder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ by, ip, format, timeframe, department }: ExportAnalyticsCommand): Promise<AnalyticsExportJob> {
    await this.recorder.dataAccess(by, ip, `POST /api/analytics/export (${format}, ${timeframe}, ${department})`);
    const metrics = await this.figures.researchMetrics(by.institutionId, timeframe, department);
    const id = randomUUID();
    if (metrics && metrics.totalPapers > this.config.analytics.exportInlineMaxWorks) {
      await this.exports.create({ id, institutionId: by.institutionId, memberId: by.memberId, format, timeframe, department });
      await this.jobs.enqueue(id);
    } else {
      const file = await this.exporter.produce(by.institutionId, format, timeframe, department);
      await this.exports.create({ id, institutionId: by.institutionId, memberId: by.memberId, format, timeframe, department });
      await this.exports.complete(id, file);
    }
    return (await this.exports.job(by.institutionId, id)) as AnalyticsExportJob;
  }
}
