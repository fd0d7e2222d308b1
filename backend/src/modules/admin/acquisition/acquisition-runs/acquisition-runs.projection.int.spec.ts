/**
 * The acquisition-runs projection on real PostgreSQL, fed by the events of bulk acquisition
 * (OAI-PMH harvest) streams: a run's row follows its pages (counters add up, the resumption token
 * moves, a completeListSize once reported is kept), completes (token cleared) or fails (reason
 * kept, token kept); the queries answer the latest run, the running ones and the known list size.
 * Other events leave the read model alone. A rebuild from the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type { QueryBus } from '@nestjs/cqrs';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { arxivSyncStreamId } from '../arxiv-sync.js';
import type { HarvestCompleted, HarvestFailed, HarvestPageImported, HarvestStarted } from '../harvest.js';
import { harvestStreamId } from '../harvest.js';
import { AcquisitionRunsProjection } from './acquisition-runs.projection.js';
import {
  KnownCompleteListSizeHandler,
  LatestAcquisitionRunHandler,
  RunningAcquisitionRunsHandler,
} from './acquisition-runs.query.js';
import { AcquisitionStatusHandler } from './acquisition-status.query.js';

const started = (data: HarvestStarted['data']) => newEvent<HarvestStarted>({ type: 'HarvestStarted', data }, { userId: data.requestedBy ?? undefined });
const page = (data: HarvestPageImported['data']) => newEvent<HarvestPageImported>({ type: 'HarvestPageImported', data });
const completed = (data: HarvestCompleted['data']) => newEvent<HarvestCompleted>({ type: 'HarvestCompleted', data });
const failed = (data: HarvestFailed['data']) => newEvent<HarvestFailed>({ type: 'HarvestFailed', data });

describe('acquisition-runs projection', () => {
  const testbed = useTestEventStore();

  test('runs follow their pages, complete or fail; latest, running and list-size queries; rebuild = live', async () => {
    const admin = '5b1f3c2d-8e4a-8b6c-9d0e-1f2a3b4c5d6e';
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const latest = new LatestAcquisitionRunHandler(testbed.db.pool);
    const running = new RunningAcquisitionRunsHandler(testbed.db.pool);
    const listSize = new KnownCompleteListSizeHandler(testbed.db.pool);
    const status = new AcquisitionStatusHandler({ execute: () => latest.execute() } as unknown as QueryBus);

    // Run A starts and imports its first page before the projector runs (it catches up).
    await testbed.store.append(harvestStreamId(a), [started({ set: 'cs', from: '2026-01-01', until: '2026-01-31', limit: null, requestedBy: admin })], 'no_stream');
    await testbed.store.append(
      harvestStreamId(a),
      [page({ page: 1, token: 'a-tok-1', cursor: 0, completeListSize: 2500, records: 1000, new: 950, updated: 40, rejected: 10, deleted: 0 })],
      0,
    );

    const projection = new AcquisitionRunsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      const first = await testbed.store.append(arxivSyncStreamId(randomUUID()), [{ type: 'ArxivSyncStarted', data: { categories: ['cs.AI'], maxResults: 100, trigger: 'user' } }], 'no_stream');
      await waitForProjections(testbed.db.pool, [projection.name], first.position, 10_000);
      assert.deepEqual((await running.execute()).map((r) => [r.runId, r.status, r.pages, r.harvested, r.newPapers, r.updatedPapers, r.completeListSize]), [
        [a, 'running', 1, 1000, 950, 40, 2500],
      ]);
      const midway = await status.execute();
      assert.deepEqual([midway.isRunning, midway.status, midway.runId, midway.percent, midway.set, midway.from, midway.until], [true, 'running', a, 40, 'cs', '2026-01-01', '2026-01-31']);

      // A's last page (no token, no list size this time) and its completion, appended together as the decider emits them.
      await testbed.store.append(
        harvestStreamId(a),
        [
          page({ page: 2, token: null, cursor: 1000, completeListSize: null, records: 1500, new: 1500, updated: 0, rejected: 0, deleted: 0 }),
          completed({ pages: 2, harvested: 2500, new: 2450, updated: 40 }),
        ],
        1,
      );
      // Run B, the whole repository with a limit: a page, then it fails.
      await testbed.store.append(harvestStreamId(b), [started({ set: null, from: null, until: null, limit: 5000, requestedBy: null })], 'no_stream');
      await testbed.store.append(
        harvestStreamId(b),
        [page({ page: 1, token: 'b-tok-1', cursor: 0, completeListSize: 2_400_000, records: 1000, new: 1000, updated: 0, rejected: 0, deleted: 0 })],
        0,
      );
      await testbed.store.append(harvestStreamId(b), [failed({ reason: 'OAI-PMH answered 503 Service Unavailable 5 times' })], 1);
      // Run C runs: its repository has not said how long the list is.
      await testbed.store.append(harvestStreamId(c), [started({ set: 'physics:hep-th', from: '2025-12-01', until: null, limit: null, requestedBy: admin })], 'no_stream');
      const last = await testbed.store.append(
        harvestStreamId(c),
        [page({ page: 1, token: 'c-tok-1', cursor: null, completeListSize: null, records: 200, new: 180, updated: 20, rejected: 0, deleted: 0 })],
        0,
      );
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      const at = async (runId: string) => (await testbed.store.readStream(harvestStreamId(runId))).map((e) => e.recordedAt);
      const [aAt, bAt, cAt] = [await at(a), await at(b), await at(c)];
      const rows = (await testbed.db.pool.query('select * from acquisition_runs order by started_at')).rows;
      assert.deepEqual(rows, [
        {
          run_id: a, status: 'completed', set_spec: 'cs', from_date: '2026-01-01', until_date: '2026-01-31', requested_by: admin,
          pages: 2, harvested: 2500, new_papers: 2450, updated_papers: 40, complete_list_size: 2500, resume_token: null,
          failure_reason: null, started_at: aAt[0], updated_at: aAt[3], finished_at: aAt[3],
        },
        {
          run_id: b, status: 'failed', set_spec: null, from_date: null, until_date: null, requested_by: null,
          pages: 1, harvested: 1000, new_papers: 1000, updated_papers: 0, complete_list_size: 2_400_000, resume_token: 'b-tok-1',
          failure_reason: 'OAI-PMH answered 503 Service Unavailable 5 times', started_at: bAt[0], updated_at: bAt[2], finished_at: bAt[2],
        },
        {
          run_id: c, status: 'running', set_spec: 'physics:hep-th', from_date: '2025-12-01', until_date: null, requested_by: admin,
          pages: 1, harvested: 200, new_papers: 180, updated_papers: 20, complete_list_size: null, resume_token: 'c-tok-1',
          failure_reason: null, started_at: cAt[0], updated_at: cAt[1], finished_at: null,
        },
      ]);

      assert.equal((await latest.execute())?.runId, c);
      assert.deepEqual((await running.execute()).map((r) => r.runId), [c]);
      assert.equal(await listSize.execute(), 2_400_000, 'the most recent run that reported a list size');
      const now = await status.execute();
      assert.deepEqual([now.isRunning, now.status, now.runId, now.harvested, now.completeListSize, now.percent, now.finishedAt], [true, 'running', c, 200, null, null, null]);
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['acquisition_runs'] });
  });
});
