import { PARTNER_LIMITS } from '@scholarlens/contracts';
import { ArrayMaxSize, IsArray, IsEmail, IsInt, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** Body of POST /api/partnerships/targets and PUT /api/partnerships/targets/:targetId (the whole target). */
export class PartnerTargetDto {
  @IsString()
  @Matches(/\S/, { message: 'name must not be blank' })
  @MaxLength(PARTNER_LIMITS.textMaxLength)
  name: string;

  @IsString()
  @Matches(/\S/, { message: 'location must not be blank' })
  @MaxLength(PARTNER_LIMITS.textMaxLength)
  location: string;

  @IsInt()
  @Min(0)
  @Max(PARTNER_LIMITS.maxStudents)
  students: number;

  @IsInt()
  @Min(0)
  @Max(PARTNER_LIMITS.maxStudents)
  faculty: number;

  @IsString()
  @MaxLength(PARTNER_LIMITS.textMaxLength)
  currentSystem: string;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(PARTNER_LIMITS.maxValue)
  estimatedValue: number;

  @IsInt()
  @Min(0)
  @Max(100)
  probability: number;

  @IsArray()
  @ArrayMaxSize(PARTNER_LIMITS.listMaxItems)
  @IsString({ each: true })
  @MaxLength(PARTNER_LIMITS.textMaxLength, { each: true })
  painPoints: string[];

  @IsArray()
  @ArrayMaxSize(PARTNER_LIMITS.listMaxItems)
  @IsString({ each: true })
  @MaxLength(PARTNER_LIMITS.textMaxLength, { each: true })
  decisionMakers: string[];

  @IsString()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(PARTNER_LIMITS.textMaxLength)
  email: string;

  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'website must be an http(s) address' })
  @MaxLength(PARTNER_LIMITS.textMaxLength)
  website?: string | null;
}
