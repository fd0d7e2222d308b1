/**
 * What the API-access context uses of others: the institutions context's access check (who the
 * caller is in which institution), and the accounts context's user read (the identity a key acts as).
 */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export type { Membership } from '../institutions/members-directory/members-directory.query.js';
export { MembershipOfUserQuery } from '../institutions/members-directory/members-directory.query.js';
export { UserByIdQuery } from '../../accounts/users/user-by-id.query.js';
