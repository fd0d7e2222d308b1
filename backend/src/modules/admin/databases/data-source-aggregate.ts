import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type DataSourceCommand, decideDataSource } from './data-source.decider.js';
import { type DataSourceEvent, type DataSourceState, dataSourceStreamId, evolveDataSource, initialDataSourceState } from './data-source.js';

export const dataSourceAggregate: Aggregate<DataSourceEvent, DataSourceState, DataSourceCommand> = {
  streamId: dataSourceStreamId,
  initial: initialDataSourceState,
  evolve: evolveDataSource,
  decide: decideDataSource,
};
