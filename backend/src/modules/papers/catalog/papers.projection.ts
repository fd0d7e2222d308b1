/**
 * `papers`: the catalog read model (one row per paper), plus what the feed and the stats need —
 * `paper_categories` (category prefix → papers by date), and counters (`paper_stats`,
 * `paper_category_counts`, `paper_additions` per minute) so no page ever counts rows.
 *
 * Fed in bulk: `applyBatch` folds a batch per paper and writes it with a handful of multi-row
 * statements (jsonb_to_recordset: inserts for new papers, one update for known ones). `apply` is the same code for one event.
 */
import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../platform/database/database.js';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../platform/projections/projection.js';
import {
  type CatalogRecord,
  type PaperIntelligenceGenerated,
  type PaperSummarized,
  type PaperTagged,
  paperIdFor,
  paperKeyOfStream,
} from '../paper.js';
import { categoryPrefixes } from './category-prefixes.js';

interface Upsert {
  id: string;
  metadata: CatalogRecord;
  revision: number;
  /** recordedAt of the event that first brought the paper in (used when the row is new). */
  addedAt: Date;
  updatedAt: Date;
}

const AI_EVENT_TYPES = ['PaperSummarized', 'PaperTagged', 'PaperIntelligenceGenerated'];

const minuteOf = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString();

@Injectable()
export class PapersProjection implements Projection {
  static readonly NAME = 'papers';
  readonly name = PapersProjection.NAME;
  readonly eventTypes = ['PaperImported', 'PaperMetadataUpdated', 'PaperViewed', ...AI_EVENT_TYPES];
  /** Bulk imports arrive 2,000 papers at a time; bigger transactions amortise the statements. */
  readonly batchSize = 4000;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await this.applyBatch([event], tx);
  }

  async applyBatch(events: RecordedEvent[], tx: PoolClient): Promise<void> {
    const upserts = new Map<string, Upsert>();
    const views = new Map<string, { n: number; revision: number }>();
    const aiResults: RecordedEvent[] = [];
    for (const e of events) {
      const key = paperKeyOfStream(e.streamId);
      if (!key) continue;
      const id = paperIdFor(key);
      if (e.type === 'PaperImported' || e.type === 'PaperMetadataUpdated') {
        const previous = upserts.get(id);
        upserts.set(id, {
          id,
          metadata: e.data as unknown as CatalogRecord,
          revision: e.revision,
          addedAt: previous?.addedAt ?? e.recordedAt,
          updatedAt: e.recordedAt,
        });
      } else if (e.type === 'PaperViewed') {
        const v = views.get(id) ?? { n: 0, revision: e.revision };
        v.n++;
        v.revision = Math.max(v.revision, e.revision);
        views.set(id, v);
      } else if (AI_EVENT_TYPES.includes(e.type)) {
        aiResults.push(e);
      }
    }
    if (upserts.size > 0) await this.upsert([...upserts.values()], tx);
    if (views.size > 0) {
      await tx.query(
        `update papers p set views = p.views + v.n, revision = greatest(p.revision, v.revision)
           from jsonb_to_recordset($1::jsonb) as v(id text, n bigint, revision bigint)
          where p.id = v.id`,
        [JSON.stringify([...views].map(([id, v]) => ({ id, n: v.n, revision: v.revision })))],
      );
    }
    // AI results touch no metadata, so after the paper's upsert in the same batch is the same as in order.
    for (const e of aiResults) await this.applyAiResult(e, tx);
  }

  /**
   * An AI result on its paper's row. A summary also keeps the aiQuality counters of `paper_stats`
   * (CatalogStatsQuery): +1 summary and its confidence, or the confidence swapped when it replaces one.
   */
  private async applyAiResult(e: RecordedEvent, tx: PoolClient): Promise<void> {
    const id = paperIdFor(paperKeyOfStream(e.streamId) ?? '');
    if (e.type === 'PaperSummarized') {
      const { summary } = e.data as unknown as PaperSummarized['data'];
      const before = await tx.query<{ old: number | null }>('select summary_confidence as old from papers where id = $1', [id]);
      if (before.rows.length === 0) return;
      await tx.query(
        `update papers set summary = $2, summary_confidence = $3, summarized_at = $4, revision = greatest(revision, $5) where id = $1`,
        [id, JSON.stringify(summary), summary.confidence, summary.generatedAt, e.revision],
      );
      const rows = before.rows;
      const old = rows[0].old;
      await tx.query('update paper_stats set summaries = summaries + $1, confidence_sum = confidence_sum + $2', [
        old === null ? 1 : 0,
        summary.confidence - (old ?? 0),
      ]);
    } else if (e.type === 'PaperTagged') {
      const d = e.data as unknown as PaperTagged['data'];
      await tx.query(
        `update papers set tags = $2::jsonb, tags_provider = $3, tags_model = $4, tagged_at = $5, revision = greatest(revision, $6) where id = $1`,
        [id, JSON.stringify(d.tags), d.provider, d.model, d.taggedAt, e.revision],
      );
    } else if (e.type === 'PaperIntelligenceGenerated') {
      const { intelligence } = e.data as unknown as PaperIntelligenceGenerated['data'];
      await tx.query(
        `update papers set intelligence = $2::jsonb, intelligence_at = $3, revision = greatest(revision, $4) where id = $1`,
        [id, JSON.stringify(intelligence), intelligence.generatedAt, e.revision],
      );
    }
  }

  private async upsert(upserts: Upsert[], tx: PoolClient): Promise<void> {
    const existing = await tx.query<{ id: string; categories: string[]; published_date: string }>(
      'select id, categories, published_date::text as published_date from papers where id = any($1::text[])',
      [upserts.map((u) => u.id)],
    );
    const before = new Map(existing.rows.map((r) => [r.id, r]));
    const categoryDelta = new Map<string, number>();
    const bump = (category: string, by: number) => categoryDelta.set(category, (categoryDelta.get(category) ?? 0) + by);
    const additions = new Map<string, number>();
    const removedKeys: { prefix: string; published_date: string; paper_id: string }[] = [];
    const addedKeys: { prefix: string; published_date: string; paper_id: string }[] = [];
    let added = 0;
    for (const u of upserts) {
      const old = before.get(u.id);
      const m = u.metadata;
      if (!old) {
        added++;
        const minute = minuteOf(u.addedAt);
        additions.set(minute, (additions.get(minute) ?? 0) + 1);
        for (const c of m.categories) bump(c, 1);
        for (const prefix of categoryPrefixes(m.categories)) addedKeys.push({ prefix, published_date: m.publishedDate, paper_id: u.id });
        continue;
      }
      const sameCategories = old.categories.length === m.categories.length && old.categories.every((c, i) => c === m.categories[i]);
      if (sameCategories && old.published_date === m.publishedDate) continue;
      for (const c of old.categories) bump(c, -1);
      for (const c of m.categories) bump(c, 1);
      for (const prefix of categoryPrefixes(old.categories)) removedKeys.push({ prefix, published_date: old.published_date, paper_id: u.id });
      for (const prefix of categoryPrefixes(m.categories)) addedKeys.push({ prefix, published_date: m.publishedDate, paper_id: u.id });
    }

    // New papers: a plain multi-row insert (no speculative insertion); known ones: one update.
    const rowOf = ({ id, metadata: m, revision, addedAt, updatedAt }: Upsert) => ({
      id,
      arxiv_id: m.arxivId,
      title: m.title,
      authors: m.authors,
      abstract: m.abstract,
      categories: m.categories,
      published_date: m.publishedDate,
      updated_date: m.updatedDate,
      pdf_url: m.pdfUrl,
      source: m.source,
      doi: m.doi,
      journal_ref: m.journalRef,
      comment: m.comment,
      version: m.version,
      revision,
      added_at: addedAt,
      updated_at: updatedAt,
    });
    const fresh = upserts.filter((u) => !before.has(u.id));
    const known = upserts.filter((u) => before.has(u.id));
    if (fresh.length > 0) {
      await tx.query(
        `insert into papers (id, arxiv_id, title, authors, abstract, categories, published_date, updated_date, pdf_url,
                             source, doi, journal_ref, comment, version, revision, added_at, updated_at)
         select * from jsonb_to_recordset($1::jsonb) as x(id text, arxiv_id text, title text, authors jsonb, abstract text,
              categories jsonb, published_date date, updated_date date, pdf_url text, source text, doi text,
              journal_ref text, comment text, version integer, revision bigint, added_at timestamptz, updated_at timestamptz)`,
        [JSON.stringify(fresh.map(rowOf))],
      );
    }
    if (known.length > 0) {
      await tx.query(
        `update papers p set
           arxiv_id = x.arxiv_id, title = x.title, authors = x.authors, abstract = x.abstract, categories = x.categories,
           published_date = x.published_date, updated_date = x.updated_date, pdf_url = x.pdf_url, source = x.source,
           doi = x.doi, journal_ref = x.journal_ref, comment = x.comment, version = x.version,
           revision = greatest(p.revision, x.revision), updated_at = x.updated_at
         from jsonb_to_recordset($1::jsonb) as x(id text, arxiv_id text, title text, authors jsonb, abstract text,
              categories jsonb, published_date date, updated_date date, pdf_url text, source text, doi text,
              journal_ref text, comment text, version integer, revision bigint, updated_at timestamptz)
         where p.id = x.id`,
        [JSON.stringify(known.map(rowOf))],
      );
    }
    if (removedKeys.length > 0) {
      await tx.query(
        `delete from paper_categories c using jsonb_to_recordset($1::jsonb) as k(prefix text, published_date date, paper_id text)
          where c.prefix = k.prefix and c.published_date = k.published_date and c.paper_id = k.paper_id`,
        [JSON.stringify(removedKeys)],
      );
    }
    if (addedKeys.length > 0) {
      await tx.query(
        `insert into paper_categories (prefix, published_date, paper_id)
         select prefix, published_date, paper_id from jsonb_to_recordset($1::jsonb) as k(prefix text, published_date date, paper_id text)`,
        [JSON.stringify(addedKeys)],
      );
    }
    const deltas = [...categoryDelta].filter(([, n]) => n !== 0);
    if (deltas.length > 0) {
      await tx.query(
        `insert into paper_category_counts as c (category, papers)
         select * from unnest($1::text[], $2::bigint[])
         on conflict (category) do update set papers = c.papers + excluded.papers`,
        [deltas.map(([c]) => c), deltas.map(([, n]) => n)],
      );
    }
    if (added > 0) {
      await tx.query('update paper_stats set total = total + $1', [added]);
      await tx.query(
        `insert into paper_additions as a (minute, papers) select * from unnest($1::timestamptz[], $2::bigint[])
         on conflict (minute) do update set papers = a.papers + excluded.papers`,
        [[...additions.keys()], [...additions.values()]],
      );
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate papers, paper_categories, paper_category_counts, paper_additions');
    await tx.query('update paper_stats set total = 0, summaries = 0, confidence_sum = 0');
  }
}
