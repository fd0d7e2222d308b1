/**
 * `paper_search`: the search context's own read model of the catalog, fed by paper events. The
 * weighted full-text document (title A, authors B, abstract C, categories D) and the hash of the
 * embedded text are generated columns (400-search.sql), so this projection only writes fields.
 * A changed title or abstract changes `content_hash`, which puts the paper back in the embedding
 * backlog. Fed in bulk: a batch is folded per paper and written with one multi-row upsert.
 */
import { Injectable } from '@nestjs/common';
import { type Pool, type PoolClient, prepared } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { PaperMetadata } from '../../../../platform/external/arxiv/paper-metadata.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { paperIdFor, paperKeyOfStream } from '../ports.js';

@Injectable()
export class PaperSearchProjection implements Projection {
  static readonly NAME = 'paper_search';
  readonly name = PaperSearchProjection.NAME;
  readonly eventTypes = ['PaperImported', 'PaperMetadataUpdated'];
  readonly batchSize = 4000;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await this.applyBatch([event], tx);
  }

  async applyBatch(events: RecordedEvent[], tx: PoolClient): Promise<void> {
    // Both events carry the full metadata: the last one of each paper wins.
    const latest = new Map<string, { data: PaperMetadata; at: Date }>();
    for (const event of events) {
      if (!this.eventTypes.includes(event.type)) continue;
      // Keyed by the stream: a paper saved from OpenAlex has no arXiv id (its key is oa-<work id>).
      const key = paperKeyOfStream(event.streamId);
      if (!key) continue;
      latest.set(paperIdFor(key), { data: event.data as unknown as PaperMetadata, at: event.recordedAt });
    }
    if (latest.size === 0) return;
    const rows = [...latest.entries()];
    await tx.query(
      `insert into paper_search (paper_id, arxiv_id, title, authors, abstract, categories, published_date, updated_at)
       select r.paper_id, r.arxiv_id, r.title, array(select jsonb_array_elements_text(r.authors)), r.abstract,
              array(select jsonb_array_elements_text(r.categories)), r.published_date, r.updated_at
         from unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::text[], $6::jsonb[], $7::date[], $8::timestamptz[])
           as r(paper_id, arxiv_id, title, authors, abstract, categories, published_date, updated_at)
       on conflict (paper_id) do update set arxiv_id = excluded.arxiv_id, title = excluded.title, authors = excluded.authors,
         abstract = excluded.abstract, categories = excluded.categories, published_date = excluded.published_date,
         updated_at = excluded.updated_at`,
      [
        rows.map(([id]) => id),
        rows.map(([, r]) => r.data.arxivId ?? null),
        rows.map(([, r]) => r.data.title ?? ''),
        rows.map(([, r]) => JSON.stringify(r.data.authors ?? [])),
        rows.map(([, r]) => r.data.abstract ?? ''),
        rows.map(([, r]) => JSON.stringify(r.data.categories ?? [])),
        rows.map(([, r]) => r.data.publishedDate ?? null),
        rows.map(([, r]) => r.at),
      ],
    );
    await bumpSearchVersion(tx);
  }

  async reset(tx: PoolClient): Promise<void> {
    // Embeddings are kept: they are keyed by paper and content hash, so a rebuild re-embeds nothing.
    await tx.query('truncate paper_search');
    await bumpSearchVersion(tx);
  }
}

/** Tells cached search results that the read model changed (420-search-version.sql). */
async function bumpSearchVersion(tx: PoolClient): Promise<void> {
  await tx.query('update paper_search_version set version = version + 1');
}

/** The version of the search read model as an SQL query, for statements that read it along with something else. */
export const SEARCH_VERSION_SQL = 'select version::text from paper_search_version';

/** The current version of the search read model, for caching rankings. */
export async function searchReadModelVersion(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ version: string }>(prepared('search-version', SEARCH_VERSION_SQL));
  return rows[0]?.version ?? '0';
}
