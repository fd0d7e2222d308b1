import { IsNumberString, IsOptional, Matches } from 'class-validator';

/** Query of GET /api/institution/usage: `days` 1–366 (default 31). */
export class InstitutionUsageDto {
  @IsOptional()
  @IsNumberString({ no_symbols: true })
  @Matches(/^(?:[1-9]\d?|[12]\d\d|3[0-5]\d|36[0-6])$/, { message: 'days must be an integer from 1 to 366' })
  days?: string;
}
