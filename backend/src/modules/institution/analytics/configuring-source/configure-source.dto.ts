import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Body of PUT /api/analytics/settings: exactly one of an OpenAlex institution id and a ROR id (checked by the handler, naming the field). */
export class ConfigureSourceDto {
  @IsOptional()
  @IsString({ message: 'openAlexId must be a string' })
  @MaxLength(100)
  openAlexId?: string;

  @IsOptional()
  @IsString({ message: 'ror must be a string' })
  @MaxLength(100)
  ror?: string;
}
