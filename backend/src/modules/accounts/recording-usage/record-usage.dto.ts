import { METERED_FEATURES, type MeteredFeature } from '@scholarlens/contracts';
import { IsIn } from 'class-validator';

/** Body of POST /api/usage. */
export class RecordUsageDto {
  @IsIn(METERED_FEATURES)
  feature: MeteredFeature;
}
