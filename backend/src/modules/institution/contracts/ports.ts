/**
 * What the contracts context uses of others: the institutions context's access check, its record
 * and edit command (signing changes the institution's tier and seats), its usage read model's
 * query, and members' user ids; the security context's recorder (a report export is DATA_ACCESS);
 * the event types its usage projection reads; the API-access context's count of API-key calls.
 */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export { type Membership, MemberUsersQuery } from '../institutions/members-directory/members-directory.query.js';
export { AdminInstitutionQuery, AdminInstitutionsQuery } from '../institutions/admin-institutions.query.js';
export { EditInstitutionCommand } from '../institutions/editing-institution/edit-institution.command.js';
export { type InstitutionUsageTotals, InstitutionUsageTotalsQuery } from '../institutions/institution-usage/institution-usage.query.js';
export { InstitutionApiCallsQuery } from '../api-access/api-keys/api-keys.query.js';
export { SecurityRecorder } from '../security/enforcing/security-recorder.js';
export { normaliseAddress } from '../security/ip-ranges.js';
export type { PaperSummarized } from '../../papers/paper.js';
export type { NoteAdded, NoteEdited } from '../../discovery/library/note.js';
export type { MessagePosted } from '../collaboration/channel.js';
