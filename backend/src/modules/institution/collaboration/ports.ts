/**
 * What the collaboration context uses of others: the caller's institution membership, the teams
 * context's teams and members, the catalog's papers (a share's title) and the advisory lock that
 * keeps channel names unique within a team across processes.
 */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export type { Membership } from '../institutions/members-directory/members-directory.query.js';
export { isUuid } from '../institutions/institution.js';
export { InstitutionsModule } from '../institutions/institutions.module.js';
export { TeamQuery, TeamMembersQuery } from '../teams/teams-by-institution/teams-by-institution.query.js';
export type { TeamCreated } from '../teams/team.js';
export { PaperByIdQuery } from '../../papers/paper-by-id/paper-by-id.query.js';
export { paperIdFromKey } from '../../papers/paper.js';
export { PAPER_NOT_FOUND } from '../../papers/paper.decider.js';
/** The team library's entitlement (`teamLibrary`, Team and Enterprise) through the accounts context's metering gate. */
export { MeteredUse } from '../../accounts/metering/metered-use.js';
export { UserByIdQuery } from '../../accounts/users/user-by-id.query.js';
export { AccountsModule } from '../../accounts/accounts.module.js';
