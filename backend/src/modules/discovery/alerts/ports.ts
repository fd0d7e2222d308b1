/**
 * What the alerts context uses of others: search's ranking (the same ranking and relevance floor
 * as GET /api/papers/search), the accounts context's users and plans, and the catalog's
 * projections it waits for before matching.
 */
export { PaperSearchService, BlankQueryError } from '../search/paper-search/paper-search.service.js';
export { parseQuery } from '../search/paper-search/parse-query.js';
export { PaperSearchProjection } from '../search/paper-search/paper-search.projection.js';
export { SearchModule } from '../search/search.module.js';
export { PapersProjection } from '../../papers/catalog/papers.projection.js';
export { UserByIdQuery } from '../../accounts/users/user-by-id.query.js';
export { AccountsModule } from '../../accounts/accounts.module.js';
