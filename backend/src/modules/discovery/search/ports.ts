/** What the search context uses of others: the papers context's paper ids and streams, and its catalog row shape (the answer of a search). */
export { paperIdFor, paperKeyOfStream } from '../../papers/paper.js';
export { PAPER_COLUMNS, type PaperRow, toPaper } from '../../papers/catalog/paper-row.js';
/** Searches by signed-in institution members count in their institution's usage (recorded in batches, off the request). */
export { MemberActivityRecorder } from '../../institution/institutions/recording-activity/member-activity.recorder.js';
export { InstitutionsModule } from '../../institution/institutions/institutions.module.js';
