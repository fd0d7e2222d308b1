import { IsOptional, IsString, Matches } from 'class-validator';

/** Query of GET /api/papers (strings, as query parameters are). */
export class PapersFeedDto {
  @IsOptional()
  @Matches(/^(100|[1-9][0-9]?)$/, { message: 'limit must be an integer from 1 to 100' })
  limit?: string;

  @IsOptional()
  @Matches(/^$|^[A-Za-z]+(-[A-Za-z]+)*(\.[A-Za-z]+(-[A-Za-z]+)*)?$/, { message: 'category must be an arXiv category or its archive (cs, cs.CV, math-ph)' })
  category?: string;

  @IsOptional()
  @IsString()
  cursor?: string;
}
