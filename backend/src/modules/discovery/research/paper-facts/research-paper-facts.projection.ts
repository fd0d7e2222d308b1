/**
 * `research_paper_facts`: what trends are computed from, one row per catalog paper, from the
 * paper events (categories, publication date, title keyphrases and words). Each batch also bumps
 * `research_facts_state.version` in the same transaction, so a trends snapshot knows it is stale.
 */
import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { type PaperMetadata, paperIdFor, paperKeyOfStream } from '../ports.js';
import { titleTerms } from '../trends/title-terms.js';

@Injectable()
export class ResearchPaperFactsProjection implements Projection {
  static readonly NAME = 'research-paper-facts';
  readonly name = ResearchPaperFactsProjection.NAME;
  readonly eventTypes = ['PaperImported', 'PaperMetadataUpdated'];
  readonly batchSize = 4000;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await this.applyBatch([event], tx);
  }

  async applyBatch(events: RecordedEvent[], tx: PoolClient): Promise<void> {
    const rows = new Map<string, { paper_id: string; categories: string[]; published_date: string; keyphrases: string[]; words: string[] }>();
    for (const e of events) {
      const key = paperKeyOfStream(e.streamId);
      if (!key) continue;
      const m = e.data as unknown as PaperMetadata;
      const { keyphrases, words } = titleTerms(m.title ?? '');
      const id = paperIdFor(key);
      rows.set(id, { paper_id: id, categories: m.categories ?? [], published_date: m.publishedDate, keyphrases, words });
    }
    if (rows.size === 0) return;
    await tx.query(
      `insert into research_paper_facts (paper_id, categories, published_date, keyphrases, words)
       select paper_id, categories, published_date, keyphrases, words
       from jsonb_to_recordset($1::jsonb) as x(paper_id text, categories text[], published_date date, keyphrases text[], words text[])
       on conflict (paper_id) do update set categories = excluded.categories, published_date = excluded.published_date,
         keyphrases = excluded.keyphrases, words = excluded.words`,
      [JSON.stringify([...rows.values()])],
    );
    await tx.query('update research_facts_state set version = version + 1');
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate research_paper_facts');
    await tx.query('update research_facts_state set version = version + 1');
  }
}
