import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { SCRAPING_EVENT_TYPES, type ScrapingEvent, runIdOfScrapingStream } from '../scraping-run.js';

/**
 * `scraping_runs`, `scraping_universities` and `scraped_courses` from the runs' events. Times are
 * the events' recorded times, so elapsed time and speed survive restarts. A run completes when
 * its last university is finished (completed or failed).
 */
@Injectable()
export class ScrapingStatsProjection implements Projection {
  static readonly NAME = 'scraping-stats';
  readonly name = ScrapingStatsProjection.NAME;
  readonly eventTypes = SCRAPING_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const runId = runIdOfScrapingStream(event.streamId);
    if (!runId) return;
    const e = { type: event.type, data: event.data } as ScrapingEvent;
    const at = event.recordedAt;
    switch (e.type) {
      case 'ScrapingStarted': {
        if (e.data.universities) {
          await tx.query(
            `insert into scraping_runs (run_id, status, started_at, active_since, total_universities, requested_by, updated_at)
             values ($1, 'running', $2, $2, $3, $4, $2) on conflict (run_id) do nothing`,
            [runId, at, e.data.universities.length, e.data.requestedBy],
          );
          for (const [position, u] of e.data.universities.entries()) {
            await tx.query(
              `insert into scraping_universities (run_id, domain, position, name, country, country_name, students_estimate, courses_estimate, updated_at)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
              [runId, u.domain, position, u.name, u.country, u.countryName, u.studentsEstimate, u.coursesEstimate, at],
            );
          }
        } else {
          await tx.query(
            `update scraping_runs set status = 'running', active_since = $2, starts = starts + 1, updated_at = $2 where run_id = $1`,
            [runId, at],
          );
        }
        return;
      }
      case 'CourseDiscovered': {
        const d = e.data;
        await tx.query(
          `insert into scraped_courses (domain, course_key, run_id, title, code, description, materials, assignments, url, discovered_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           on conflict (domain, course_key) do update set run_id = excluded.run_id, title = excluded.title, code = excluded.code,
             description = excluded.description, materials = excluded.materials, assignments = excluded.assignments,
             url = excluded.url, discovered_at = excluded.discovered_at`,
          [d.domain, d.key, runId, d.title, d.code, d.description, d.materials, d.assignments, d.url, at],
        );
        await tx.query(
          `update scraping_universities set status = case when status = 'pending' then 'active' else status end,
             courses = courses + 1, materials = materials + $3, assignments = assignments + $4, updated_at = $5
           where run_id = $1 and domain = $2`,
          [runId, d.domain, d.materials, d.assignments, at],
        );
        await tx.query(
          `update scraping_runs set courses = courses + 1, materials = materials + $2, assignments = assignments + $3, updated_at = $4 where run_id = $1`,
          [runId, d.materials, d.assignments, at],
        );
        return;
      }
      case 'UniversityScraped':
      case 'ScrapingFailed': {
        const failed = e.type === 'ScrapingFailed';
        await tx.query(
          `update scraping_universities set status = $3, pages = $4, error = $5, updated_at = $6 where run_id = $1 and domain = $2`,
          [runId, e.data.domain, failed ? 'failed' : 'completed', failed ? 0 : e.data.pages, failed ? e.data.reason : null, at],
        );
        await tx.query(
          `update scraping_runs set completed = completed + $2, failed = failed + $3, errors = errors + $3, updated_at = $4 where run_id = $1`,
          [runId, failed ? 0 : 1, failed ? 1 : 0, at],
        );
        // The last university finished: the run is completed and its clock stops.
        await tx.query(
          `update scraping_runs set status = 'completed', finished_at = $2,
             active_ms = active_ms + coalesce((extract(epoch from ($2 - active_since)) * 1000)::bigint, 0), active_since = null
           where run_id = $1 and status = 'running' and completed + failed >= total_universities`,
          [runId, at],
        );
        return;
      }
      case 'ScrapingStopped':
        await tx.query(
          `update scraping_runs set status = 'stopped',
             active_ms = active_ms + coalesce((extract(epoch from ($2 - active_since)) * 1000)::bigint, 0), active_since = null, updated_at = $2
           where run_id = $1 and status = 'running'`,
          [runId, at],
        );
        await tx.query(`update scraping_universities set status = 'pending' where run_id = $1 and status = 'active'`, [runId]);
        return;
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate scraping_runs, scraping_universities, scraped_courses');
  }
}
