/**
 * The projection runner on real PostgreSQL: read model and checkpoint move together, effects
 * happen once (failed batches, two runners, a projector killed mid-stream), read-your-writes
 * waits, and a rebuild equals the live read model. Runs in a database of its own.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { PoolClient } from '../database/database.js';
import { type Position, type RecordedEvent, START, comparePositions } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { type TestDatabase, withTestDatabase } from '../testing/test-database.js';
import { ProjectionRunner, readCheckpoint, waitForProjections } from './projection-runner.js';
import { UnknownProjectionError, rebuildProjections, resolveProjectionNames } from './rebuild.js';
import { BatchStreamCountProjection, StreamCountProjection } from './testing/stream-count.projection.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const counted = (n = 1) => Array.from({ length: n }, () => ({ type: 'Counted', data: {} }));

describe('ProjectionRunner', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  before(async () => {
    db = await withTestDatabase(20);
    store = new PostgresEventStore(db.pool, db.url);
  });
  after(async () => {
    await db?.drop();
  });

  /** What the read model must hold: counted from the log itself. */
  async function expectedCounts(streams: readonly string[]) {
    const rows = [];
    for (const s of [...streams].sort()) {
      const events = (await store.readStream(s)).filter((e) => e.type === 'Counted');
      if (events.length === 0) continue;
      rows.push({
        stream_id: s,
        events: events.length,
        revision_sum: events.reduce((a, e) => a + e.revision, 0),
        last_revision: Math.max(...events.map((e) => e.revision)),
      });
    }
    return rows;
  }

  test('projects events with their checkpoint; read-your-writes waits for it', async () => {
    const projection = new StreamCountProjection(`counts_${randomUUID().slice(0, 8)}`);
    await projection.createTable(db.pool);
    const runner = new ProjectionRunner(store, db.pool, [projection], undefined, { batchSize: 50 });
    await runner.start();
    try {
      const s1 = `paper-${randomUUID()}`;
      const s2 = `paper-${randomUUID()}`;
      await store.append(s1, counted(3), 'no_stream');
      await store.append(s2, [...counted(1), { type: 'Ignored', data: {} }], 'no_stream');
      const last = await store.append(s1, [{ type: 'Ignored', data: {} }, ...counted(1)], 2);
      await waitForProjections(db.pool, [projection.name], last.position, 10_000);
      assert.deepEqual(await projection.rows(db.pool, [s1, s2]), await expectedCounts([s1, s2]));
      const bySream = new Map((await projection.rows(db.pool, [s1, s2])).map((r) => [r.stream_id, Number(r.events)]));
      assert.deepEqual([bySream.get(s1), bySream.get(s2)], [4, 1]);
      assert.ok(comparePositions(await readCheckpoint(db.pool, projection.name), last.position) >= 0);
    } finally {
      await runner.stop();
    }
    // Stopped: a new write is not projected, so the wait times out.
    const later = await store.append(`paper-${randomUUID()}`, counted(1), 'no_stream');
    const started = Date.now();
    await assert.rejects(waitForProjections(db.pool, [projection.name], later.position, 300), /did not reach the write within 300 ms/);
    assert.ok(Date.now() - started >= 290);
    await assert.rejects(waitForProjections(db.pool, ['no-such-projection'], START, 50), /did not reach/);
  });

  test('the checkpoint follows the log past events the projection does not handle', async () => {
    const projection = new StreamCountProjection(`skipping_${randomUUID().slice(0, 8)}`);
    await projection.createTable(db.pool);
    const runner = new ProjectionRunner(store, db.pool, [projection], undefined, { batchSize: 5 });
    await runner.start();
    try {
      const s = `paper-${randomUUID()}`;
      await store.append(s, counted(1), 'no_stream');
      // Only events of other types after this: the wait succeeds only if the checkpoint moves past them.
      const ignored = await store.append(s, Array.from({ length: 12 }, () => ({ type: 'Ignored', data: { big: 'x'.repeat(100) } })), 0);
      await waitForProjections(db.pool, [projection.name], ignored.position, 10_000);
      assert.deepEqual(await projection.rows(db.pool, [s]), await expectedCounts([s]));
    } finally {
      await runner.stop();
    }
  });

  test('a projection with applyBatch gets whole batches of its event types; the result equals per-event apply', async () => {
    const single = new StreamCountProjection(`single_${randomUUID().slice(0, 8)}`);
    const batched = new BatchStreamCountProjection(`batched_${randomUUID().slice(0, 8)}`);
    await single.createTable(db.pool);
    await batched.createTable(db.pool);
    const from = await store.headPosition();
    const streams = Array.from({ length: 6 }, () => `paper-${randomUUID()}`);
    let last: Position = START;
    for (let round = 0; round < 5; round++) {
      const r = await store.appendMany(
        streams.map((s) => ({ streamId: s, events: [...counted(2), { type: 'Ignored', data: {} }], expected: 'any' as const })),
      );
      last = r.position!;
    }
    // Start both from the head before our writes, so they see exactly the same events.
    await db.pool.query(
      `insert into projection_checkpoints (name, commit_position, prepare_position) values ($1, $3, $4), ($2, $3, $4)`,
      [single.name, batched.name, from.commit.toString(), from.prepare.toString()],
    );
    const runner = new ProjectionRunner(store, db.pool, [single, batched], undefined, { batchSize: 1000 });
    await runner.start();
    try {
      await waitForProjections(db.pool, [single.name, batched.name], last, 10_000);
    } finally {
      await runner.stop();
    }
    assert.deepEqual(await batched.rows(db.pool, streams), await expectedCounts(streams));
    assert.deepEqual(await batched.rows(db.pool, streams), await single.rows(db.pool, streams));
    assert.equal(batched.eventsSeen, 60, 'only its event types, each once');
    assert.ok(batched.batchCalls < batched.eventsSeen, `${batched.batchCalls} calls for ${batched.eventsSeen} events`);
  });

  test('a failing batch changes neither read model nor checkpoint; the retry applies it once', async () => {
    const projection = new StreamCountProjection(`flaky_${randomUUID().slice(0, 8)}`);
    await projection.createTable(db.pool);
    let failures = 0;
    const flaky = Object.assign(Object.create(projection) as StreamCountProjection, {
      async apply(event: RecordedEvent, tx: PoolClient) {
        await projection.apply(event, tx); // written inside the transaction, then rolled back
        if (failures < 2 && (event.data as { poison?: boolean }).poison) {
          failures++;
          throw new Error('transient failure');
        }
      },
    });
    const logs: string[] = [];
    const runner = new ProjectionRunner(store, db.pool, [flaky], (m) => logs.push(m), { batchSize: 100, restartDelayMs: 50 });
    const s = `paper-${randomUUID()}`;
    await store.append(s, counted(5), 'no_stream');
    const last = await store.append(s, [...counted(2), { type: 'Counted', data: { poison: true } }, ...counted(2)], 4);
    await runner.start();
    try {
      await waitForProjections(db.pool, [projection.name], last.position, 10_000);
    } finally {
      await runner.stop();
    }
    assert.equal(failures, 2);
    assert.equal(logs.filter((m) => /transient failure/.test(m)).length, 2);
    assert.deepEqual(await projection.rows(db.pool, [s]), await expectedCounts([s]));
    assert.equal(Number((await projection.rows(db.pool, [s]))[0].events), 10);
  });

  test('two runners on the same projection apply every event once', async () => {
    const projection = new StreamCountProjection(`twice_${randomUUID().slice(0, 8)}`);
    await projection.createTable(db.pool);
    const a = new ProjectionRunner(store, db.pool, [projection], undefined, { batchSize: 7 });
    const b = new ProjectionRunner(store, db.pool, [projection], undefined, { batchSize: 5 });
    await Promise.all([a.start(), b.start()]);
    const streams = Array.from({ length: 5 }, () => `paper-${randomUUID()}`);
    let last: Position = START;
    try {
      await Promise.all(
        streams.map(async (s) => {
          for (let i = 0; i < 20; i++) {
            const r = await store.append(s, counted(1), 'any');
            if (comparePositions(r.position, last) > 0) last = r.position;
          }
        }),
      );
      await waitForProjections(db.pool, [projection.name], last, 10_000);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    assert.deepEqual(await projection.rows(db.pool, streams), await expectedCounts(streams));
  });

  test('rebuild: unknown names are refused; reset and replay equal the live read model', async () => {
    assert.deepEqual(resolveProjectionNames(['all'], ['x', 'y']), ['x', 'y']);
    assert.deepEqual(resolveProjectionNames(['y', 'y'], ['x', 'y']), ['y']);
    assert.throws(() => resolveProjectionNames(['x', 'nope'], ['x', 'y']), (err: unknown) => {
      assert.ok(err instanceof UnknownProjectionError);
      assert.match(err.message, /Unknown projection: nope\. Known projections: x, y/);
      return true;
    });

    const projection = new StreamCountProjection(`rebuild_${randomUUID().slice(0, 8)}`);
    await projection.createTable(db.pool);
    const runner = new ProjectionRunner(store, db.pool, [projection]);
    await runner.start();
    const streams = Array.from({ length: 4 }, () => `paper-${randomUUID()}`);
    let last: Position = START;
    try {
      for (let i = 0; i < 10; i++) for (const s of streams) last = (await store.append(s, counted(2), 'any')).position;
      await waitForProjections(db.pool, [projection.name], last, 10_000);
    } finally {
      await runner.stop();
    }
    const live = await projection.rows(db.pool);
    assert.deepEqual(await projection.rows(db.pool, streams), await expectedCounts(streams));
    let progressCalls = 0;
    const result = await rebuildProjections(store, db.pool, [projection], [projection.name], () => progressCalls++, 64);
    assert.ok(result.events >= 80, 'replayed the whole log');
    assert.ok(progressCalls >= 2);
    assert.deepEqual(await projection.rows(db.pool), live);
    assert.deepEqual(await readCheckpoint(db.pool, projection.name), result.head);
  });

  test('a projector killed (SIGKILL) mid-stream and restarted ends equal to a rebuild from zero', { timeout: 120_000 }, async () => {
    const projection = new StreamCountProjection(`crash_${randomUUID().slice(0, 8)}`);
    await projection.createTable(db.pool);
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/projector-process.js');
    const children: ChildProcess[] = [];
    const startProjector = async () => {
      const child = spawn(process.execPath, [script], {
        env: { ...process.env, DATABASE_URL: db.url, PROJECTION_NAME: projection.name, BATCH_SIZE: '50' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`projector exited early (${code})`)));
      });
      return child;
    };
    const exited = (child: ChildProcess) =>
      new Promise<NodeJS.Signals | number | null>((resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve(child.signalCode ?? child.exitCode)
          : child.once('exit', (code, signal) => resolve(signal ?? code)),
      );

    try {
      let projector = await startProjector();
      const TOTAL = 5000;
      const streams = Array.from({ length: 40 }, () => `paper-${randomUUID()}`);
      let appended = 0;
      // 8 writers, single events and small batches, a fifth of them not counted.
      const writing = Promise.all(
        Array.from({ length: 8 }, async (_, w) => {
          while (appended < TOTAL) {
            const n = Math.min(1 + (appended % 3), TOTAL - appended);
            appended += n;
            const s = streams[(appended * 7 + w) % streams.length];
            await store.append(
              s,
              Array.from({ length: n }, (_, k) => ({ type: (appended + k) % 5 === 0 ? 'Other' : 'Counted', data: { w } })),
              'any',
            );
          }
        }),
      );

      // Kill it once it has projected part of the stream, while the writers are still going.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const rows = await projection.rows(db.pool, streams);
        if (rows.reduce((a, r) => a + Number(r.events), 0) >= 400) break;
        if (Date.now() > deadline) throw new Error('projector made no progress');
        await sleep(5);
      }
      projector.kill('SIGKILL');
      assert.equal(await exited(projector), 'SIGKILL');
      const appendedAtKill = appended;
      const checkpointAtKill = await readCheckpoint(db.pool, projection.name);
      assert.ok(comparePositions(checkpointAtKill, START) > 0, 'the killed projector had checkpointed');
      assert.ok(appendedAtKill < TOTAL, 'killed while events were still being appended');

      await writing;
      projector = await startProjector();
      const head = await store.headPosition();
      await waitForProjections(db.pool, [projection.name], head, 60_000);
      projector.kill('SIGTERM');
      assert.equal(await exited(projector), 0);
      const live = await projection.rows(db.pool);
      const ours = await projection.rows(db.pool, streams);
      assert.equal(
        ours.reduce((a, r) => a + Number(r.events), 0),
        (await expectedCounts(streams)).reduce((a, r) => a + r.events, 0),
      );
      assert.deepEqual(ours, await expectedCounts(streams), 'the read model matches the log');

      // A rebuild from zero, in this process, gives the same table.
      const runner = new ProjectionRunner(store, db.pool, [projection], undefined, { batchSize: 1000 });
      await runner.reset([projection.name]);
      assert.deepEqual(await projection.rows(db.pool), []);
      await runner.replay([projection.name], head);
      assert.deepEqual(await projection.rows(db.pool), live);
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
