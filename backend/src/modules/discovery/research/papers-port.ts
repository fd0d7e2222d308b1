/** What the research context reads of the papers context: how a paper stream names its paper. */
export { paperIdFor, paperKeyOfStream } from '../../papers/paper.js';
export type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';
