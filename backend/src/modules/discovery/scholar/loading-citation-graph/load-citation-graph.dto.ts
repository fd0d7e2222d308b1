import { IsIn, IsOptional } from 'class-validator';

/** Query of GET /api/papers/:id/citations: `refresh=true` fetches again whatever the age of what is kept. */
export class LoadCitationGraphDto {
  @IsOptional()
  @IsIn(['true', 'false'])
  refresh?: 'true' | 'false';
}
