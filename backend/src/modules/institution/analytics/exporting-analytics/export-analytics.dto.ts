import { ANALYTICS_DEPARTMENTS, ANALYTICS_EXPORT_FORMATS, ANALYTICS_TIMEFRAMES, type AnalyticsDepartment, type AnalyticsExportFormat, type AnalyticsTimeframe } from '@scholarlens/contracts';
import { IsIn, IsOptional } from 'class-validator';

/** Body of POST /api/analytics/export: the format chosen in the dialog, the timeframe, the department filter (default all). */
export class ExportAnalyticsDto {
  @IsIn(ANALYTICS_EXPORT_FORMATS, { message: `format must be one of ${ANALYTICS_EXPORT_FORMATS.join(', ')}` })
  format!: AnalyticsExportFormat;

  @IsIn(ANALYTICS_TIMEFRAMES, { message: `timeframe must be one of ${ANALYTICS_TIMEFRAMES.join(', ')}` })
  timeframe!: AnalyticsTimeframe;

  @IsOptional()
  @IsIn(ANALYTICS_DEPARTMENTS, { message: `department must be one of ${ANALYTICS_DEPARTMENTS.join(', ')}` })
  department?: AnalyticsDepartment;
}
