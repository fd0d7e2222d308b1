import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/** A bulk acquisition run as the `acquisition_runs` read model holds it. */
export interface AcquisitionRun {
  runId: string;
  status: 'running' | 'completed' | 'failed';
  set: string | null;
  from: string | null;
  until: string | null;
  pages: number;
  harvested: number;
  newPapers: number;
  updatedPapers: number;
  completeListSize: number | null;
  failureReason: string | null;
  startedAt: string;
  finishedAt: string | null;
}

interface Row {
  run_id: string;
  status: AcquisitionRun['status'];
  set_spec: string | null;
  from_date: string | null;
  until_date: string | null;
  pages: number;
  harvested: number;
  new_papers: number;
  updated_papers: number;
  complete_list_size: number | null;
  failure_reason: string | null;
  started_at: Date;
  finished_at: Date | null;
}

const toRun = (r: Row): AcquisitionRun => ({
  runId: r.run_id,
  status: r.status,
  set: r.set_spec,
  from: r.from_date,
  until: r.until_date,
  pages: r.pages,
  harvested: r.harvested,
  newPapers: r.new_papers,
  updatedPapers: r.updated_papers,
  completeListSize: r.complete_list_size,
  failureReason: r.failure_reason,
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
});

/** The most recent run (running or not); null before the first one. */
export class LatestAcquisitionRunQuery extends Query<AcquisitionRun | null> {}

/** Runs still running (to resume at start, and to refuse a second concurrent run). */
export class RunningAcquisitionRunsQuery extends Query<AcquisitionRun[]> {}

/** The completeListSize of the most recent run that reported one; null when none did. */
export class KnownCompleteListSizeQuery extends Query<number | null> {}

@QueryHandler(LatestAcquisitionRunQuery)
export class LatestAcquisitionRunHandler implements IQueryHandler<LatestAcquisitionRunQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<AcquisitionRun | null> {
    const { rows } = await this.pool.query<Row>('select * from acquisition_runs order by started_at desc, run_id limit 1');
    return rows[0] ? toRun(rows[0]) : null;
  }
}

@QueryHandler(RunningAcquisitionRunsQuery)
export class RunningAcquisitionRunsHandler implements IQueryHandler<RunningAcquisitionRunsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<AcquisitionRun[]> {
    const { rows } = await this.pool.query<Row>(`select * from acquisition_runs where status = 'running' order by started_at`);
    return rows.map(toRun);
  }
}

@QueryHandler(KnownCompleteListSizeQuery)
export class KnownCompleteListSizeHandler implements IQueryHandler<KnownCompleteListSizeQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<number | null> {
    const { rows } = await this.pool.query<{ complete_list_size: number }>(
      `select complete_list_size from acquisition_runs where complete_list_size is not null order by started_at desc limit 1`,
    );
    return rows[0]?.complete_list_size ?? null;
  }
}
