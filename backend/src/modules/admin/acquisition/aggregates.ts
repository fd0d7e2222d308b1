/** The two aggregates of the acquisition context, for the stream helper. */
import { type ArxivSyncCommand, decideArxivSync } from './arxiv-sync.decider.js';
import { type ArxivSyncEvent, type ArxivSyncState, arxivSyncStreamId, evolveArxivSync, initialArxivSyncState } from './arxiv-sync.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type HarvestCommand, decideHarvest } from './harvest.decider.js';
import { type HarvestEvent, type HarvestState, evolveHarvest, harvestStreamId, initialHarvestState } from './harvest.js';

export const arxivSyncAggregate: Aggregate<ArxivSyncEvent, ArxivSyncState, ArxivSyncCommand> = {
  streamId: arxivSyncStreamId,
  initial: initialArxivSyncState,
  evolve: evolveArxivSync,
  decide: decideArxivSync,
};

export const harvestAggregate: Aggregate<HarvestEvent, HarvestState, HarvestCommand> = {
  streamId: harvestStreamId,
  initial: initialHarvestState,
  evolve: evolveHarvest,
  decide: decideHarvest,
};
