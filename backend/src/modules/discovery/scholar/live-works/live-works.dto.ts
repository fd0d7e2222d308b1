import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Query of the live lists (strings, as query parameters are). */
export class LiveWorksDto {
  @IsOptional()
  @Matches(/^(50|[1-4][0-9]|[1-9])$/, { message: 'limit must be an integer from 1 to 50' })
  limit?: string;

  /** `*` or the X-Next-Cursor of the previous page. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  cursor?: string;
}

export const DEFAULT_LIVE_LIMIT = 20;
