/** What a data source's commands decide (pure). */
import type { DataSourceId } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type DataSourceChecked,
  type DataSourceEvent,
  type DataSourceState,
  dataSourceStreamId,
  evolve,
  initialDataSourceState,
} from './data-source.js';

export type RecordCheck = { type: 'RecordCheck'; data: DataSourceChecked['data'] };
export type RecordSyncStart = { type: 'RecordSyncStart'; data: { source: DataSourceId; detail: string } };
export type DataSourceCommand = RecordCheck | RecordSyncStart;

export function decide(command: DataSourceCommand, state: DataSourceState): DataSourceEvent[] {
  switch (command.type) {
    case 'RecordCheck': {
      const d = command.data;
      // An unconfigured source is never reported reachable.
      return [{ type: 'DataSourceChecked', data: { ...d, reachable: d.configured && d.reachable } }];
    }
    case 'RecordSyncStart':
      if (!state.checked || !state.reachable) {
        throw new DomainError('conflict', `${command.data.source} is not connected: connect it first`);
      }
      return [{ type: 'DataSourceSyncStarted', data: command.data }];
  }
}

/** A data source (stream `data-source-<id>`): its checks and the syncs started from the console. */
export const dataSourceAggregate: Aggregate<DataSourceEvent, DataSourceState, DataSourceCommand> = {
  streamId: dataSourceStreamId,
  initial: initialDataSourceState,
  evolve,
  decide,
};
