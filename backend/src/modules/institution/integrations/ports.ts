/**
 * What the integrations context uses of others: the caller's institution membership (administrators
 * connect), the catalog's papers (Zotero items), the courses context's courses (Canvas, reading
 * lists), the security context's audit log and its CSV and analytics' report (the S3 exports), and the events it reacts to
 * (paper shares, team library additions, course publication, security violations, proposal signing).
 */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export type { Membership } from '../institutions/members-directory/members-directory.query.js';
export { InstitutionsModule } from '../institutions/institutions.module.js';
export { SecurityModule } from '../security/security.module.js';
export { AnalyticsModule } from '../analytics/analytics.module.js';
export { AnalyticsExporter } from '../analytics/exporting-analytics/analytics-exporter.js';
export { PapersByIdsQuery } from '../../papers/ai-inputs/ai-inputs.query.js';
export { CourseQuery, CoursesQuery } from '../courses/courses-of-institution/courses.query.js';
export { AuditLogQuery } from '../security/audit-log/audit-log.query.js';
export { auditLogCsv } from '../security/audit-log/audit-log.csv.js';
export type { MessagePosted } from '../collaboration/channel.js';
export type { TeamLibraryPaperAdded } from '../collaboration/team-library.js';
export { type CourseCreated, type CoursePublished, courseStreamId } from '../courses/course.js';
export type { SecurityViolationRecorded } from '../security/security.js';
export type { ProposalStatusChanged } from '../contracts/proposal.js';
