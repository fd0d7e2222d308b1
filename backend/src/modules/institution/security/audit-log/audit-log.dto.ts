import { AUDIT_ACTIONS, AUDIT_LOG_LIMITS } from '@scholarlens/contracts';
import { IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const ACTIONS = new RegExp(`^(?:${AUDIT_ACTIONS.join('|')})(?:,(?:${AUDIT_ACTIONS.join('|')}))*$`);

/** Query of GET /api/security/audit-logs and its CSV export (AuditLogQuery in the contracts). */
export class AuditLogDto {
  @IsOptional()
  @IsString()
  @Matches(ACTIONS, { message: `action must be one or more of ${AUDIT_ACTIONS.join(', ')}, comma-separated` })
  action?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  userId?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date-time' })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date-time' })
  to?: string;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,400}$/, { message: 'cursor must be the X-Next-Cursor of a previous page' })
  cursor?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,2}$/, { message: `limit must be an integer from 1 to ${AUDIT_LOG_LIMITS.maxLimit}` })
  limit?: string;
}
