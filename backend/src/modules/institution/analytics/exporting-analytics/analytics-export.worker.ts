/** Produces a large export in a job: progress on the export's row, the file stored for its download link, a failure saying why. */
import { Inject, Injectable } from '@nestjs/common';
import type Bull from 'bull';
import type { AnalyticsDepartment } from '@scholarlens/contracts';
import { AnalyticsExporter } from './analytics-exporter.js';
import { AnalyticsExports } from './analytics-exports.js';
import type { AnalyticsExportJobData } from './analytics-export.jobs.js';

@Injectable()
export class AnalyticsExportWorker {
  constructor(
    @Inject(AnalyticsExporter) private readonly exporter: AnalyticsExporter,
    @Inject(AnalyticsExports) private readonly exports: AnalyticsExports,
  ) {}

  async run(job: Bull.Job<AnalyticsExportJobData>): Promise<void> {
    const e = await this.exports.export(job.data.exportId);
    if (!e) return;
    try {
      await this.exports.progress(job.data.exportId, 10);
      await job.progress(10);
      const file = await this.exporter.produce(e.institutionId, e.format, e.timeframe, e.department as AnalyticsDepartment);
      await this.exports.progress(job.data.exportId, 90);
      await this.exports.complete(job.data.exportId, file);
      await job.progress(100);
    } catch (err) {
      await this.exports.fail(job.data.exportId, (err as Error).message);
    }
  }
}
