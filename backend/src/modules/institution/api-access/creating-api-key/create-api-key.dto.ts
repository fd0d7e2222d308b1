import { API_KEY_LIMITS } from '@scholarlens/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

/** Body of POST /api/integrations/api-keys. */
export class CreateApiKeyDto {
  @IsString()
  @Matches(/\S/, { message: 'name must not be blank' })
  @MaxLength(API_KEY_LIMITS.nameMaxLength)
  name: string;
}
