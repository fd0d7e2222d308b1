import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';

/**
 * `data_source_records`: papers brought into the catalog by each ingestion source (the
 * `source` metadata of PaperImported: arxiv-sync, oai-pmh, openalex, import), for the Databases page.
 */
@Injectable()
export class RecordsBySourceProjection implements Projection {
  static readonly NAME = 'data-source-records';
  readonly name = RecordsBySourceProjection.NAME;
  readonly eventTypes = ['PaperImported'] as const;
  readonly batchSize = 2000;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await this.applyBatch([event], tx);
  }

  async applyBatch(events: RecordedEvent[], tx: PoolClient): Promise<void> {
    const counts = new Map<string, number>();
    for (const e of events) {
      const source = typeof e.metadata?.source === 'string' ? e.metadata.source : 'unknown';
      counts.set(source, (counts.get(source) ?? 0) + 1);
    }
    for (const [source, n] of counts) {
      await tx.query(
        `insert into data_source_records (source, papers) values ($1, $2)
         on conflict (source) do update set papers = data_source_records.papers + excluded.papers`,
        [source, n],
      );
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate data_source_records');
  }
}
