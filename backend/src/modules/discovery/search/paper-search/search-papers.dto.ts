import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';

/** Query of GET /api/papers/search. */
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

  /** Which ranking answers: both fused (default), or one of them alone (for comparisons). */
  @IsOptional()
  @IsIn(['hybrid', 'lexical', 'vector'], { message: 'must be hybrid, lexical or vector' })
  mode?: 'hybrid' | 'lexical' | 'vector';
}
