/**
 * What the acquisition context uses of the papers context: ingestion of normalized records
 * (idempotent), the catalog count, the first-start import's outcome, and the projection that
 * serves the feed (read-your-writes after a sync waits on its checkpoint).
 */
import { PapersProjection } from '../../papers/catalog/papers.projection.js';

export { PaperIngestion } from '../../papers/importing-papers/paper-ingestion.js';
export { FirstStartImport, defaultCorpusDir } from '../../papers/importing-papers/first-start-import.js';
export { CountPapersQuery } from '../../papers/catalog-stats/count-papers.query.js';
export { PapersModule } from '../../papers/papers.module.js';

export const PAPERS_PROJECTION = PapersProjection.NAME;
