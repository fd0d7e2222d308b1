import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { SEARCH_SORTS, type SearchSort } from '@scholarlens/contracts';

const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** Query of GET /api/papers/search (issue #37: pages, filters and sort; a plain `q` answers the first page). */
export class SearchPapersDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'must be text' })
  @IsNotEmpty({ message: 'must not be blank' })
  @MaxLength(500, { message: 'must be at most 500 characters' })
  q: string;

  /** How many papers to answer (1..100, default 20). */
  @IsOptional()
  @Matches(/^(?:[1-9]\d?|100)$/, { message: 'must be a whole number from 1 to 100' })
  limit?: string;

  /** Where the page starts: the X-Next-Cursor of the previous page. */
  @IsOptional()
  @IsString({ message: 'must be the X-Next-Cursor of a previous answer' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be the X-Next-Cursor of a previous answer' })
  cursor?: string;

  /** An arXiv category (cs.CV) or archive (cs, astro-ph). */
  @IsOptional()
  @Matches(/^[A-Za-z]+(?:-[A-Za-z]+)?(?:\.[A-Za-z]+(?:-[A-Za-z]+)?)?$/, { message: 'must be an arXiv category such as cs.CV or an archive such as cs' })
  category?: string;

  /** Published on or after this date (YYYY-MM-DD). */
  @IsOptional()
  @Matches(DATE, { message: 'must be a date as YYYY-MM-DD' })
  from?: string;

  /** Published on or before this date (YYYY-MM-DD). */
  @IsOptional()
  @Matches(DATE, { message: 'must be a date as YYYY-MM-DD' })
  to?: string;

  @IsOptional()
  @IsIn(SEARCH_SORTS, { message: `must be ${SEARCH_SORTS.join(' or ')}` })
  sort?: SearchSort;

  /** Which ranking answers: both fused (default), or one of them alone (for comparisons). */
  @IsOptional()
  @IsIn(['hybrid', 'lexical', 'vector'], { message: 'must be hybrid, lexical or vector' })
  mode?: 'hybrid' | 'lexical' | 'vector';
}
