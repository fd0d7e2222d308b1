import { IsInt, Max, Min } from 'class-validator';

/** Body of POST /api/admin/arxiv/download. */
export class DownloadArxivDto {
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(1_000_000, { message: 'limit must be at most 1000000' })
  limit!: number;
}
