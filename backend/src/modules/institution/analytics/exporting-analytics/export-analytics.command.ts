import { Command } from '@nestjs/cqrs';
import type { AnalyticsDepartment, AnalyticsExportFormat, AnalyticsExportJob, AnalyticsTimeframe } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** A member exports the page's figures in a format; recorded as a data access. */
export class ExportAnalyticsCommand extends Command<AnalyticsExportJob> {
  constructor(
    readonly by: Membership,
    readonly ip: string | null,
    readonly format: AnalyticsExportFormat,
    readonly timeframe: AnalyticsTimeframe,
    readonly department: AnalyticsDepartment,
  ) {
    super();
  }
}
