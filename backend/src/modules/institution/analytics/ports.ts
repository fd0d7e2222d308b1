/**
 * What analytics uses of other contexts: the institutions context's access check, its member
 * directory (faculty and students by department) and its record (the institution's name); the
 * contracts context's current contract (the ROI's investment); the security context's recorder
 * (every export is a DATA_ACCESS) and address normalisation; the integrations context's ORCID works
 * (the DOIs on a linked member's ORCID record count for their department).
 */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export type { Membership } from '../institutions/members-directory/members-directory.query.js';
export { InstitutionRecordQuery, InstitutionUsersQuery } from '../institutions/members-directory/members-directory.query.js';
export { InstitutionsModule } from '../institutions/institutions.module.js';
export { CurrentContractQuery } from '../contracts/current-contract/current-contract.query.js';
export { SecurityRecorder } from '../security/enforcing/security-recorder.js';
export { SecurityModule } from '../security/security.module.js';
export { normaliseAddress } from '../security/ip-ranges.js';
export { OrcidWorkDoisQuery } from '../integrations/integrations-of-institution/integrations.query.js';
