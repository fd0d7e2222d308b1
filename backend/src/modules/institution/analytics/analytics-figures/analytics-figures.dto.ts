import { ANALYTICS_DEPARTMENTS, ANALYTICS_TIMEFRAMES, type AnalyticsDepartment, type AnalyticsTimeframe } from '@scholarlens/contracts';
import { IsIn, IsOptional } from 'class-validator';

/** Query of GET /api/analytics/*: the timeframe (default 12months) and the departments filter (default all). */
export class AnalyticsFiguresDto {
  @IsOptional()
  @IsIn(ANALYTICS_TIMEFRAMES, { message: `timeframe must be one of ${ANALYTICS_TIMEFRAMES.join(', ')}` })
  timeframe?: AnalyticsTimeframe;

  @IsOptional()
  @IsIn(ANALYTICS_DEPARTMENTS, { message: `department must be one of ${ANALYTICS_DEPARTMENTS.join(', ')}` })
  department?: AnalyticsDepartment;
}
