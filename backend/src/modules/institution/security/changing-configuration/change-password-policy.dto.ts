import { PASSWORD_POLICY_LIMITS } from '@scholarlens/contracts';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';

const { minLength, maxAge } = PASSWORD_POLICY_LIMITS;

/** Body of PUT /api/security/password-policy: the whole policy (spec inst §3 passwordPolicy). */
export class ChangePasswordPolicyDto {
  @IsInt()
  @Min(minLength.min)
  @Max(minLength.max)
  minLength: number;

  @IsInt()
  @Min(maxAge.min)
  @Max(maxAge.max)
  maxAge: number;

  @IsBoolean()
  requireUppercase: boolean;

  @IsBoolean()
  requireNumbers: boolean;

  @IsBoolean()
  requireSpecialChars: boolean;
}
