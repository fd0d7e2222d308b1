/**
 * The `analytics_works` read model, written by the sync job (docs/ARCHITECTURE.md §15: "read models
 * from a sync job"; the works are OpenAlex's data, not events). Rows are keyed by institution and
 * work, so a page fetched twice (a resumed sync) rewrites the same rows; a completed sync removes
 * the works it did not see (left the institution's list, or of a previous source).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import type { AnalyticsWork } from './analytics-work.js';

interface WorkRow {
  work_id: string;
  title: string;
  doi: string | null;
  publication_year: number | null;
  publication_date: string | null;
  cited_by_count: number;
  citation_percentile: number | null;
  primary_field: string | null;
  primary_field_id: string | null;
  fields: string[];
  topics: AnalyticsWork['topics'];
  authorships: AnalyticsWork['authorships'];
  counts_by_year: AnalyticsWork['countsByYear'];
}

@Injectable()
export class InstitutionWorks {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async store(institutionId: string, syncId: string, works: AnalyticsWork[]): Promise<void> {
    if (works.length === 0) return;
    const unique = [...new Map(works.map((w) => [w.workId, w])).values()];
    await this.pool.query(
      `insert into analytics_works (institution_id, work_id, title, doi, publication_year, publication_date, cited_by_count, citation_percentile,
         primary_field, primary_field_id, fields, topics, authorships, counts_by_year, sync_id, synced_at)
       select $1, w.work_id, w.title, w.doi, w.publication_year, w.publication_date::date, w.cited_by_count, w.citation_percentile, w.primary_field,
              w.primary_field_id, array(select jsonb_array_elements_text(w.fields)), w.topics, w.authorships, w.counts_by_year, $2, now()
       from jsonb_to_recordset($3::jsonb) as w(work_id text, title text, doi text, publication_year int, publication_date text, cited_by_count int,
            citation_percentile double precision, primary_field text, primary_field_id text, fields jsonb, topics jsonb, authorships jsonb, counts_by_year jsonb)
       on conflict (institution_id, work_id) do update set title = excluded.title, doi = excluded.doi, publication_year = excluded.publication_year,
         publication_date = excluded.publication_date, cited_by_count = excluded.cited_by_count, citation_percentile = excluded.citation_percentile,
         primary_field = excluded.primary_field, primary_field_id = excluded.primary_field_id, fields = excluded.fields, topics = excluded.topics,
         authorships = excluded.authorships, counts_by_year = excluded.counts_by_year, sync_id = excluded.sync_id, synced_at = excluded.synced_at`,
      [
        institutionId,
        syncId,
        JSON.stringify(
          unique.map((w) => ({
            work_id: w.workId,
            title: w.title,
            doi: w.doi,
            publication_year: w.year,
            publication_date: w.date,
            cited_by_count: w.citations,
            citation_percentile: w.percentile,
            primary_field: w.field,
            primary_field_id: w.fieldId,
            fields: w.fields,
            topics: w.topics,
            authorships: w.authorships,
            counts_by_year: w.countsByYear,
          })),
        ),
      ],
    );
  }

  /** After a completed sync: the works it did not see go. */
  async pruneOtherThan(institutionId: string, syncId: string): Promise<number> {
    const res = await this.pool.query('delete from analytics_works where institution_id = $1 and sync_id <> $2', [institutionId, syncId]);
    return res.rowCount ?? 0;
  }

  async clear(institutionId: string): Promise<void> {
    await this.pool.query('delete from analytics_works where institution_id = $1', [institutionId]);
  }

  async count(institutionId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('select count(*) as n from analytics_works where institution_id = $1', [institutionId]);
    return Number(rows[0].n);
  }

  /** Works published on or after `fromDate` (YYYY-MM-DD), or all when null. */
  async load(institutionId: string, fromDate: string | null): Promise<AnalyticsWork[]> {
    const { rows } = await this.pool.query<WorkRow>(
      `select work_id, title, doi, publication_year, to_char(publication_date, 'YYYY-MM-DD') as publication_date, cited_by_count, citation_percentile,
              primary_field, primary_field_id, fields, topics, authorships, counts_by_year
       from analytics_works where institution_id = $1 and ($2::date is null or publication_date >= $2::date) order by publication_date, work_id`,
      [institutionId, fromDate],
    );
    return rows.map((r) => ({
      workId: r.work_id,
      title: r.title,
      doi: r.doi,
      year: r.publication_year,
      date: r.publication_date,
      citations: r.cited_by_count,
      percentile: r.citation_percentile,
      field: r.primary_field,
      fieldId: r.primary_field_id,
      fields: r.fields,
      topics: r.topics,
      authorships: r.authorships,
      countsByYear: r.counts_by_year,
    }));
  }
}
