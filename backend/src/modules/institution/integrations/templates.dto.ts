import { INTEGRATION_CATEGORIES, type IntegrationCategoryFilter } from '@scholarlens/contracts';
import { IsIn, IsOptional } from 'class-validator';

/** Query of GET /api/integrations/templates: the category filter of spec §2. */
export class TemplatesDto {
  @IsOptional()
  @IsIn(INTEGRATION_CATEGORIES, { message: `category must be one of ${INTEGRATION_CATEGORIES.join(', ')}` })
  category?: IntegrationCategoryFilter;
}
