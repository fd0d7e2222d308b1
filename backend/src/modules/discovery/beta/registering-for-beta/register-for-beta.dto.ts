import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { BETA_ROLES, type BetaRole } from '@scholarlens/contracts';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The beta form (spec inst §5): every field required; interests already split on commas by the form. */
export class RegisterForBetaDto {
  @Transform(trimmed) @IsString() @MinLength(1, { message: 'name must not be blank' }) @MaxLength(200)
  name: string;

  @Transform(trimmed) @IsEmail({}, { message: 'email must be an e-mail address' }) @MaxLength(320)
  email: string;

  @Transform(trimmed) @IsString() @MinLength(1, { message: 'institution must not be blank' }) @MaxLength(300)
  institution: string;

  @IsIn(BETA_ROLES, { message: `role must be one of ${BETA_ROLES.join(', ')}` })
  role: BetaRole;

  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value))
  @IsArray() @ArrayMinSize(1, { message: 'researchInterests must list at least one interest' }) @ArrayMaxSize(50)
  @IsString({ each: true }) @MaxLength(200, { each: true })
  researchInterests: string[];

  @Transform(trimmed) @IsString() @MinLength(1, { message: 'expectedUsage must not be blank' }) @MaxLength(2000)
  expectedUsage: string;

  @Transform(trimmed) @IsString() @MinLength(1, { message: 'hearAboutUs must not be blank' }) @MaxLength(500)
  hearAboutUs: string;
}
