import { SYNC_FREQUENCIES, type SyncFrequency } from '@scholarlens/contracts';
import { IsIn, IsObject, IsOptional } from 'class-validator';

/** Body of PUT /api/integrations/:id/config. */
export class ConfigureIntegrationDto {
  @IsObject({ message: 'config must be an object' })
  config!: Record<string, unknown>;

  @IsOptional()
  @IsIn(SYNC_FREQUENCIES, { message: `syncFrequency must be one of ${SYNC_FREQUENCIES.join(', ')}` })
  syncFrequency?: SyncFrequency;
}
