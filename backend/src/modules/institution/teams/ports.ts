/** What the teams context uses of the institutions context: the caller's membership and the member directory. */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export { MemberQuery, type Membership } from '../institutions/members-directory/members-directory.query.js';
export { isUuid } from '../institutions/institution.js';
