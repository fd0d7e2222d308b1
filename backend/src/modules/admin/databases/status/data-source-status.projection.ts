import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { DATA_SOURCE_EVENT_TYPES, type DataSourceEvent, sourceOfStream } from '../data-source.js';

/** `data_sources`: each source's last check and last sync started. */
@Injectable()
export class DataSourceStatusProjection implements Projection {
  static readonly NAME = 'data-source-status';
  readonly name = DataSourceStatusProjection.NAME;
  readonly eventTypes = DATA_SOURCE_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const id = sourceOfStream(event.streamId);
    if (!id) return;
    const e = { type: event.type, data: event.data } as DataSourceEvent;
    if (e.type === 'DataSourceChecked') {
      await tx.query(
        `insert into data_sources (id, configured, reachable, latency_ms, last_error, checked_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (id) do update set configured = excluded.configured, reachable = excluded.reachable,
           latency_ms = excluded.latency_ms, last_error = excluded.last_error, checked_at = excluded.checked_at`,
        [id, e.data.configured, e.data.reachable, e.data.latencyMs, e.data.error, event.recordedAt],
      );
    } else {
      await tx.query('update data_sources set last_sync_at = $2, last_sync_detail = $3 where id = $1', [id, event.recordedAt, e.data.detail]);
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate data_sources');
  }
}
