/** What each command on a bulk acquisition run decides (pure: no I/O, no clock). */
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type HarvestEvent,
  type HarvestPageImported,
  type HarvestParams,
  type HarvestState,
  evolve,
  harvestStreamId,
  initialHarvestState,
} from './harvest.js';

export type StartHarvest = { type: 'StartHarvest'; data: HarvestParams & { requestedBy: string | null } };
export type RecordHarvestPage = { type: 'RecordHarvestPage'; data: HarvestPageImported['data'] };
export type FailHarvest = { type: 'FailHarvest'; data: { reason: string } };
export type HarvestCommand = StartHarvest | RecordHarvestPage | FailHarvest;

export function decide(command: HarvestCommand, state: HarvestState): HarvestEvent[] {
  switch (command.type) {
    case 'StartHarvest': {
      if (state.status !== 'none') throw new DomainError('conflict', 'This bulk acquisition run exists already');
      const problem = harvestParamsProblem(command.data);
      if (problem) throw new DomainError('invalid', problem);
      return [{ type: 'HarvestStarted', data: command.data }];
    }
    case 'RecordHarvestPage': {
      const page = command.data.page;
      if (state.status === 'none') throw new DomainError('not-found', 'No such bulk acquisition run');
      // A page recorded already (a retry after a crash between ingesting and recording): nothing new.
      if (page <= state.pages) return [];
      if (state.status !== 'running') throw new DomainError('conflict', `The bulk acquisition run is ${state.status}`);
      if (page !== state.pages + 1) {
        throw new DomainError('conflict', `Page ${page} cannot follow page ${state.pages}`);
      }
      const events: HarvestEvent[] = [{ type: 'HarvestPageImported', data: command.data }];
      const limit = state.params.limit ?? null;
      if (command.data.token === null || (limit !== null && state.harvested + command.data.records >= limit)) {
        events.push({
          type: 'HarvestCompleted',
          data: {
            pages: page,
            harvested: state.harvested + command.data.records,
            new: state.new + command.data.new,
            updated: state.updated + command.data.updated,
          },
        });
      }
      return events;
    }
    case 'FailHarvest': {
      if (state.status === 'failed') return [];
      if (state.status !== 'running') throw new DomainError('conflict', `A bulk acquisition run that is ${state.status} cannot fail`);
      return [{ type: 'HarvestFailed', data: command.data }];
    }
  }
}

/** What is wrong with a harvest's parameters beyond their format (null when nothing). */
export function harvestParamsProblem({ from, until, limit }: HarvestParams): string | null {
  if (limit !== undefined && limit !== null && (!Number.isInteger(limit) || limit < 1)) return 'limit: must be a whole number of at least 1';
  return from && until && from > until ? 'until: must not be before from' : null;
}

/** Where a running harvest continues: its first request, or the resumption token of the next page. */
export function nextHarvestRequest(
  state: HarvestState,
): { set?: string; from?: string; until?: string } | { resumptionToken: string } | null {
  if (state.status !== 'running') return null;
  if (state.pages === 0) {
    const { set, from, until } = state.params;
    return { ...(set ? { set } : {}), ...(from ? { from } : {}), ...(until ? { until } : {}) };
  }
  return state.token ? { resumptionToken: state.token } : null;
}

/** A bulk acquisition run (stream `acquisition-<runId>`): started by an admin, its pages recorded by the harvest job. */
export const harvestAggregate: Aggregate<HarvestEvent, HarvestState, HarvestCommand> = {
  streamId: harvestStreamId,
  initial: initialHarvestState,
  evolve,
  decide,
};
