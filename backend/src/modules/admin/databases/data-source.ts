/**
 * A data source's connection history (stream `data-source-<id>`): each check of it (POST
 * /api/admin/databases/connect, /api/admin/arxiv/setup) and each sync started from the console.
 */
import type { DataSourceId } from '@scholarlens/contracts';

export type DataSourceChecked = {
  type: 'DataSourceChecked';
  data: { source: DataSourceId; configured: boolean; reachable: boolean; latencyMs: number | null; error: string | null };
};
export type DataSourceSyncStarted = { type: 'DataSourceSyncStarted'; data: { source: DataSourceId; detail: string } };
export type DataSourceEvent = DataSourceChecked | DataSourceSyncStarted;
export const DATA_SOURCE_EVENT_TYPES = ['DataSourceChecked', 'DataSourceSyncStarted'] as const;

export type DataSourceState = { checked: false } | { checked: true; configured: boolean; reachable: boolean };
export const initialDataSourceState: DataSourceState = { checked: false };

export function evolve(state: DataSourceState, event: DataSourceEvent): DataSourceState {
  switch (event.type) {
    case 'DataSourceChecked':
      return { checked: true, configured: event.data.configured, reachable: event.data.reachable };
    case 'DataSourceSyncStarted':
      return state;
  }
}

export const dataSourceStreamId = (id: string) => `data-source-${id}`;
export const sourceOfStream = (streamId: string): string | null => (streamId.startsWith('data-source-') ? streamId.slice('data-source-'.length) : null);
