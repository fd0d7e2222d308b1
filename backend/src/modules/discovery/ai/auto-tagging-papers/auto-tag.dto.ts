import { AI_LIMITS } from '@scholarlens/contracts';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Body of POST /api/papers/auto-tag (optional). */
export class AutoTagDto {
  /** How many untagged papers to tag, newest first (default 20). */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(AI_LIMITS.autoTagMaxBatch)
  batchSize?: number;
}
