import { SESSION_TIMEOUTS } from '@scholarlens/contracts';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

/**
 * Body of PATCH /api/security/config (spec inst §7): a partial body of exactly one of these (the
 * controller refuses none or several); unknown fields are refused by the validation pipe.
 */
export class ChangeSecuritySettingDto {
  @IsOptional()
  @IsBoolean()
  mfaEnabled?: boolean;

  @IsOptional()
  @IsBoolean()
  auditLogging?: boolean;

  @IsOptional()
  @IsBoolean()
  dataEncryption?: boolean;

  @IsOptional()
  @IsIn(SESSION_TIMEOUTS, { message: `sessionTimeout must be one of ${SESSION_TIMEOUTS.join(', ')} (minutes)` })
  sessionTimeout?: number;
}
