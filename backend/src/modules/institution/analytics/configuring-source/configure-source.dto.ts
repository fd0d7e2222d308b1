import { IsString, MaxLength, ValidateIf } from 'class-validator';

/** Body of PUT /api/analytics/settings: exactly one of an OpenAlex institution id and a ROR id (checked by the handler, naming the field). */
export class ConfigureSourceDto {
  // Absent is fine; null is not a string (400 naming the field, never a 500 deeper down).
  @ValidateIf((o: { openAlexId?: unknown }) => o.openAlexId !== undefined)
  @IsString({ message: 'openAlexId must be a string' })
  @MaxLength(100)
  openAlexId?: string;

  // Absent is fine; null is not a string (400 naming the field, never a 500 deeper down).
  @ValidateIf((o: { ror?: unknown }) => o.ror !== undefined)
  @IsString({ message: 'ror must be a string' })
  @MaxLength(100)
  ror?: string;
}
