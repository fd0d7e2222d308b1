/** What the security context uses of others: the institutions context's access check and member directory, the accounts context's user streams (sign-ins). */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export { type Membership, MembershipOfUserQuery, MemberUsersQuery } from '../institutions/members-directory/members-directory.query.js';
export { userStreamId } from '../../accounts/user.js';
