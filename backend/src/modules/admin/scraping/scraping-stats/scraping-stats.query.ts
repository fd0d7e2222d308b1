import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ScrapingStats, ScrapingStatsAnswer, ScrapingUniversity } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { ScrapingUniverses } from '../universities/scraping-universes.js';

export interface ScrapingRunRow {
  run_id: string;
  status: 'running' | 'stopped' | 'completed';
  started_at: Date;
  active_since: Date | null;
  active_ms: number;
  finished_at: Date | null;
  total_universities: number;
  completed: number;
  failed: number;
  courses: number;
  materials: number;
  assignments: number;
  errors: number;
  starts: number;
}

/** The most recent run, as the read model holds it (null before the first). */
export class LatestScrapingRunQuery extends Query<ScrapingRunRow | null> {}
/** Runs still running (resumed at start). */
export class RunningScrapingRunsQuery extends Query<ScrapingRunRow[]> {}
/** GET /api/opal-scraping/stats. */
export class ScrapingStatsQuery extends Query<ScrapingStatsAnswer> {}

/** The figures of a run at `now` (pure): elapsed scraping time, speed, remaining time. */
export function statsOf(run: ScrapingRunRow | null, configuredUniversities: number, now: Date): ScrapingStats {
  if (!run) {
    return {
      completedUniversities: 0,
      totalUniversities: configuredUniversities,
      completionPercentage: 0,
      totalCourses: 0,
      scrapingSpeed: 0,
      totalMaterials: 0,
      totalAssignments: 0,
      estimatedSecondsRemaining: null,
      elapsedSeconds: 0,
      errors: 0,
      failedUniversities: 0,
      runId: null,
      status: 'idle',
      startedAt: null,
      finishedAt: null,
    };
  }
  const activeMs = Number(run.active_ms) + (run.status === 'running' && run.active_since ? Math.max(0, now.getTime() - run.active_since.getTime()) : 0);
  const elapsedSeconds = Math.floor(activeMs / 1000);
  const done = run.completed + run.failed;
  const total = run.total_universities;
  let remaining: number | null = null;
  if (run.status === 'completed') remaining = 0;
  else if (done > 0) remaining = Math.round((activeMs / 1000 / done) * (total - done));
  return {
    completedUniversities: run.completed,
    totalUniversities: total,
    completionPercentage: total > 0 ? Math.round((done / total) * 1000) / 10 : 0,
    totalCourses: run.courses,
    scrapingSpeed: activeMs > 0 ? Math.round((run.courses / (activeMs / 1000)) * 100) / 100 : 0,
    totalMaterials: run.materials,
    totalAssignments: run.assignments,
    estimatedSecondsRemaining: remaining,
    elapsedSeconds,
    errors: run.errors,
    failedUniversities: run.failed,
    runId: run.run_id,
    status: run.status,
    startedAt: run.started_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
  };
}

@QueryHandler(LatestScrapingRunQuery)
export class LatestScrapingRunHandler implements IQueryHandler<LatestScrapingRunQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<ScrapingRunRow | null> {
    const { rows } = await this.pool.query<ScrapingRunRow>('select * from scraping_runs order by started_at desc, run_id limit 1');
    return rows[0] ?? null;
  }
}

@QueryHandler(RunningScrapingRunsQuery)
export class RunningScrapingRunsHandler implements IQueryHandler<RunningScrapingRunsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<ScrapingRunRow[]> {
    return (await this.pool.query<ScrapingRunRow>(`select * from scraping_runs where status = 'running' order by started_at`)).rows;
  }
}

@QueryHandler(ScrapingStatsQuery)
export class ScrapingStatsHandler implements IQueryHandler<ScrapingStatsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ScrapingUniverses) private readonly universes: ScrapingUniverses,
  ) {}

  async execute(): Promise<ScrapingStatsAnswer> {
    const { rows } = await this.pool.query<ScrapingRunRow & { now: Date }>(
      'select r.*, now() as now from scraping_runs r order by started_at desc, run_id limit 1',
    );
    const run = rows[0] ?? null;
    const configured = this.universes.list();
    const stats = statsOf(run, configured.length, run?.now ?? new Date());
    let universities: ScrapingUniversity[];
    if (!run) {
      universities = configured.map((u) => ({
        name: u.name,
        domain: u.domain,
        country: u.country,
        countryName: u.countryName,
        studentsEstimate: u.studentsEstimate,
        coursesEstimate: u.coursesEstimate,
        scrapingStatus: 'pending',
        coursesFound: 0,
        materials: 0,
        assignments: 0,
        pages: 0,
        error: null,
      }));
    } else {
      const list = await this.pool.query<{
        domain: string; name: string; country: string; country_name: string; students_estimate: number; courses_estimate: number;
        status: string; courses: number; materials: number; assignments: number; pages: number; error: string | null;
      }>('select * from scraping_universities where run_id = $1 order by position', [run.run_id]);
      // The worker crawls unfinished universities in order, SCRAPING_CONCURRENCY at a time: while
      // the run runs, the first ones unfinished are the ones being crawled.
      let inFlight = run.status === 'running' ? this.config.scraping.concurrency : 0;
      universities = list.rows.map((u) => {
        let status = u.status;
        if (status === 'pending' || status === 'active') {
          status = inFlight > 0 ? 'active' : 'pending';
          inFlight--;
        }
        return {
          name: u.name,
          domain: u.domain,
          country: u.country,
          countryName: u.country_name,
          studentsEstimate: u.students_estimate,
          coursesEstimate: u.courses_estimate,
          scrapingStatus: status,
          coursesFound: u.courses,
          materials: u.materials,
          assignments: u.assignments,
          pages: u.pages,
          error: u.error,
        };
      });
    }
    return { stats, universities, isRunning: run?.status === 'running' };
  }
}
