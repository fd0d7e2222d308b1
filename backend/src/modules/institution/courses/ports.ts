/**
 * What the courses context uses of others: the caller's institution membership, the catalog's
 * papers (reading lists), the search context's hybrid (semantic + lexical) search for related
 * papers, and the admin console's scraped courses (courses at other universities).
 */
export { InstitutionAccess } from '../institutions/caller-membership/institution-access.js';
export type { Membership } from '../institutions/members-directory/members-directory.query.js';
export { isUuid } from '../institutions/institution.js';
export { InstitutionsModule } from '../institutions/institutions.module.js';
export { PapersByIdsQuery } from '../../papers/ai-inputs/ai-inputs.query.js';
export { SearchPapersQuery } from '../../discovery/search/paper-search/search-papers.query.js';
export { ScrapedCoursesQuery } from '../../admin/scraping/scraped-courses/scraped-courses.query.js';
