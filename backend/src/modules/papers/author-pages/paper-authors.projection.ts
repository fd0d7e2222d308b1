/**
 * `paper_authors`: each paper's authors under their normalised key (author-key.ts), for the author
 * pages. Its own projection, so an existing catalog fills it by catching up from the first event.
 * A batch keeps each paper's latest metadata, then replaces those papers' rows in two statements.
 */
import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../platform/database/database.js';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type CatalogRecord, paperIdFor, paperKeyOfStream } from '../paper.js';
import { authorKeyOf } from './author-key.js';

@Injectable()
export class PaperAuthorsProjection implements Projection {
  static readonly NAME = 'paper-authors';
  readonly name = PaperAuthorsProjection.NAME;
  readonly eventTypes = ['PaperImported', 'PaperMetadataUpdated'];
  readonly batchSize = 4000;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await this.applyBatch([event], tx);
  }

  async applyBatch(events: RecordedEvent[], tx: PoolClient): Promise<void> {
    const latest = new Map<string, CatalogRecord>();
    for (const e of events) {
      const key = paperKeyOfStream(e.streamId);
      if (key) latest.set(paperIdFor(key), e.data as unknown as CatalogRecord);
    }
    if (latest.size === 0) return;
    const rows: { author_key: string; paper_id: string; written_name: string; position: number; published_date: string }[] = [];
    for (const [paperId, record] of latest) {
      record.authors.forEach((written, position) => {
        const authorKey = authorKeyOf(written);
        if (authorKey) rows.push({ author_key: authorKey, paper_id: paperId, written_name: written, position, published_date: record.publishedDate });
      });
    }
    await tx.query('delete from paper_authors where paper_id = any($1::text[])', [[...latest.keys()]]);
    if (rows.length === 0) return;
    await tx.query(
      `insert into paper_authors (author_key, paper_id, written_name, position, published_date)
       select * from jsonb_to_recordset($1::jsonb) as x(author_key text, paper_id text, written_name text, position integer, published_date date)`,
      [JSON.stringify(rows)],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate paper_authors');
  }
}
