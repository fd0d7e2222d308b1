/** What the research context uses of others: how a paper stream names its paper (papers context), and the metadata its events carry. */
export { paperIdFor, paperKeyOfStream } from '../../papers/paper.js';
export type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';
