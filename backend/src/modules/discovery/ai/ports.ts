/**
 * What the AI context uses of others: the papers context (the catalog's papers, recording AI
 * results as paper events, the projection serving the paper page), the search context (hybrid
 * retrieval for chat and related papers) and the accounts context (the metering gate).
 */
export { PaperByIdQuery } from '../../papers/paper-by-id/paper-by-id.query.js';
export { CategoryActivityQuery, PapersByIdsQuery, UntaggedPapersQuery } from '../../papers/ai-inputs/ai-inputs.query.js';
export { RecordPaperAiResultCommand } from '../../papers/recording-ai-results/record-ai-result.command.js';
export { CountPapersQuery } from '../../papers/catalog-stats/count-papers.query.js';
export { paperIdFromKey, type StoredIntelligence, type StoredSummary } from '../../papers/paper.js';
export { isFresh, PAPER_NOT_FOUND } from '../../papers/paper.decider.js';
export { PaperSearchService } from '../search/paper-search/paper-search.service.js';
export { SearchModule } from '../search/search.module.js';
export { MeteredUse } from '../../accounts/metering/metered-use.js';
export { AccountsModule } from '../../accounts/accounts.module.js';
