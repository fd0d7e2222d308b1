/** Analytics' research report of the last 12 months as an Excel workbook, registered as an export source (weekly analytics export → S3). */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AnalyticsExporter } from '../ports.js';
import { type ExportSource, type IntegrationExport, IntegrationExports } from './integration-exports.js';

@Injectable()
export class AnalyticsReportExport implements ExportSource, OnModuleInit {
  readonly source = 'analytics-report';

  constructor(
    @Inject(AnalyticsExporter) private readonly exporter: AnalyticsExporter,
    @Inject(IntegrationExports) private readonly exports: IntegrationExports,
  ) {}

  onModuleInit(): void {
    this.exports.register(this);
  }

  /** Refused (a failed run with analytics' message) until the institution's works have been synced once. */
  async produce(institutionId: string, at: Date): Promise<IntegrationExport> {
    const file = await this.exporter.produce(institutionId, 'excel', '12months');
    const stamp = at.toISOString().replace(/[:.]/g, '-');
    return { fileName: file.fileName.replace(/\.xlsx$/, `-${stamp}.xlsx`), contentType: file.contentType, body: file.bytes, records: file.works };
  }
}
