/**
 * What the intelligence context uses of others: the caller's institution (InstitutionAccess) and its
 * members' accounts, the institution's usage per day, team-chat messages, members' live sessions
 * (security), the platform's health checks and queues (the admin console's), and the catalog's and
 * accounts' stream ids for the events it reads; the security context's violations (an alert rule).
 */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export { InstitutionsModule } from '../institutions/institutions.module.js';
export { type Membership, MemberUsersQuery } from '../institutions/members-directory/members-directory.query.js';
export { isUuid } from '../institutions/institution.js';
export type { SecurityViolationRecorded } from '../security/security.js';
export { InstitutionUsageQuery } from '../institutions/institution-usage/institution-usage.query.js';
export { MessagesPostedSinceQuery } from '../collaboration/channel-messages/messages-posted.query.js';
export { SessionsSeenSinceQuery } from '../security/security-status/sessions-seen.query.js';
export { AdminHealthQuery } from '../../admin/console/health/admin-health.query.js';
export { paperIdFor, paperKeyOfStream } from '../../papers/paper.js';
export { userIdOfStream } from '../../accounts/user.js';
export { ResearchTrendsQuery } from '../../discovery/research/research-trends/research-trends.query.js';
export { archiveOf, categoryLabel } from '../../discovery/research/trends/category-names.js';
export type { TeamCreatedData, MessagePostedData } from '../institutions/ports.js';
export type { PaperImported } from '../../papers/paper.js';
export { SearchModule } from '../../discovery/search/search.module.js';
export { PaperVectors } from '../../discovery/search/paper-embeddings/paper-vectors.js';
export { PaperSearchService } from '../../discovery/search/paper-search/paper-search.service.js';
export { bytesToVector } from '../../discovery/search/embedding-papers/embedding-backlog.js';
