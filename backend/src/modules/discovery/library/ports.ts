/** What the library context uses of others: the catalog's papers (papers context) and metered use (the accounts context's gate). */
export { PaperByIdQuery } from '../../papers/paper-by-id/paper-by-id.query.js';
export { paperIdFromKey } from '../../papers/paper.js';
export { PAPER_NOT_FOUND } from '../../papers/paper.decider.js';
export { MeteredUse } from '../../accounts/metering/metered-use.js';
export { AccountsModule } from '../../accounts/accounts.module.js';
export { UsageQuery } from '../../accounts/usage-counts/usage.query.js';
export { UserByIdQuery } from '../../accounts/users/user-by-id.query.js';
