/** What the scholar context uses of the papers context: ingestion, paper keys and ids, the catalog's projection. */
import { PapersProjection } from '../../papers/catalog/papers.projection.js';

export { PaperIngestion } from '../../papers/importing-papers/paper-ingestion.js';
export { PapersModule } from '../../papers/papers.module.js';
export { PaperByIdQuery } from '../../papers/paper-by-id/paper-by-id.query.js';
export { type CatalogRecord, openAlexPaperKey, paperIdFor, paperKeyOf } from '../../papers/paper.js';

export const PAPERS_PROJECTION = PapersProjection.NAME;
