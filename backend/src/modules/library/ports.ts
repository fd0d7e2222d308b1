/** What the library context uses of others: the catalog's papers (papers context) and metered use (ai context's gate over accounts). */
export { PaperByIdQuery } from '../papers/paper-by-id/paper-by-id.query.js';
export { paperIdFromKey } from '../papers/paper.js';
export { PAPER_NOT_FOUND } from '../papers/paper.decider.js';
export { MeteredUse } from '../ai/metering/metered-use.js';
export { AiModule } from '../ai/ai.module.js';
export { UsageQuery } from '../accounts/usage-counts/usage.query.js';
