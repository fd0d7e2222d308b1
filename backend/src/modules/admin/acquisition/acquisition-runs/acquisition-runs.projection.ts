import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { HARVEST_EVENT_TYPES, type HarvestEvent, runIdOfHarvestStream } from '../harvest.js';

/** `acquisition_runs`: one row per bulk acquisition run with its status and progress. */
@Injectable()
export class AcquisitionRunsProjection implements Projection {
  static readonly NAME = 'acquisition-runs';
  readonly name = AcquisitionRunsProjection.NAME;
  readonly eventTypes = HARVEST_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const runId = runIdOfHarvestStream(event.streamId);
    if (!runId) return;
    const e = { type: event.type, data: event.data } as HarvestEvent;
    const at = event.recordedAt;
    switch (e.type) {
      case 'HarvestStarted':
        await tx.query(
          `insert into acquisition_runs (run_id, status, set_spec, from_date, until_date, requested_by, started_at, updated_at)
           values ($1, 'running', $2, $3, $4, $5, $6, $6) on conflict (run_id) do nothing`,
          [runId, e.data.set, e.data.from, e.data.until, e.data.requestedBy, at],
        );
        return;
      case 'HarvestPageImported':
        await tx.query(
          `update acquisition_runs set pages = $2, harvested = harvested + $3, new_papers = new_papers + $4,
             updated_papers = updated_papers + $5, complete_list_size = coalesce($6, complete_list_size),
             resume_token = $7, updated_at = $8
           where run_id = $1`,
          [runId, e.data.page, e.data.records, e.data.new, e.data.updated, e.data.completeListSize, e.data.token, at],
        );
        return;
      case 'HarvestCompleted':
        await tx.query(
          `update acquisition_runs set status = 'completed', resume_token = null, updated_at = $2, finished_at = $2 where run_id = $1`,
          [runId, at],
        );
        return;
      case 'HarvestFailed':
        await tx.query(
          `update acquisition_runs set status = 'failed', failure_reason = $2, updated_at = $3, finished_at = $3 where run_id = $1`,
          [runId, e.data.reason, at],
        );
        return;
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate acquisition_runs');
  }
}
