import { ALERT_FREQUENCIES, ALERT_LIMITS, type AlertFrequency } from '@scholarlens/contracts';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** Body of POST /api/alerts: the search (as typed in the search box), an optional arXiv archive, how often to mail. */
export class SaveAlertDto {
  @IsString()
  @Matches(/\S/, { message: 'query must not be blank' })
  @MaxLength(ALERT_LIMITS.queryMaxLength)
  query: string;

  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @Matches(/^[a-z][a-z-]*(?:\.[a-z-]+)?$/i, { message: 'category must be an arXiv archive or category (cs, math, physics.chem-ph)' })
  @MaxLength(ALERT_LIMITS.categoryMaxLength)
  category?: string | null;

  @IsIn(ALERT_FREQUENCIES, { message: 'frequency must be daily or weekly' })
  frequency: AlertFrequency;
}
