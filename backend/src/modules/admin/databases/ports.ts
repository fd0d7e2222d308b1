/**
 * What the databases context uses of others: the acquisition context's arXiv sync and bulk
 * harvest, started by a sync of the connected sources and by an arXiv download without S3.
 */
export { StartHarvestCommand } from '../acquisition/starting-harvest/start-harvest.command.js';
export { SyncArxivCommand } from '../acquisition/syncing-arxiv/sync-arxiv.command.js';
