/** What the research context reads of the papers context: how a paper stream names its paper. */
export { arxivIdOfStream, paperIdFor } from '../papers/paper.js';
export type { PaperMetadata } from '../../platform/external/arxiv/paper-metadata.js';
