/**
 * The PostgreSQL adapter: the shared contract, plus what only this adapter has to prove —
 * a transaction that commits late is delivered in commit order, and subscriptions resume
 * from a checkpoint. Runs in a database of its own (the cases read the whole log).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type TestDatabase, withTestDatabase } from '../testing/test-database.js';
import { describeEventStoreContract } from './event-store.contract.js';
import { type Position, type RecordedEvent, START, WrongExpectedRevisionError, comparePositions } from './event-store.port.js';
import { COMMITTED_BEYOND_SQL, PostgresEventStore } from './postgres-event-store.js';

describeEventStoreContract('PostgreSQL', async () => {
  const db = await withTestDatabase(20);
  return { store: new PostgresEventStore(db.pool, db.url), dispose: () => db.drop() };
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe('PostgreSQL event store: commit order and checkpoints', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  before(async () => {
    db = await withTestDatabase(10);
    store = new PostgresEventStore(db.pool, db.url);
  });
  after(async () => {
    await db?.drop();
  });

  test('a transaction that takes its position first but commits last is delivered before later commits, once', async () => {
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll(await store.headPosition(), async (batch) => {
      received.push(...batch);
    });
    const streamA = `late-${randomUUID()}`;
    const streamB = `early-${randomUUID()}`;
    const a = await db.pool.connect();
    try {
      // A: takes its transaction id and global_position, then stays open.
      await a.query('begin');
      const inserted = await a.query<{ global_position: number }>(
        `insert into events (stream_id, stream_revision, event_id, type, data)
         values ($1, 0, $2, 'LateCommitted', '{}') returning global_position`,
        [streamA, randomUUID()],
      );
      // B: appended after A started, committed while A is still open.
      const b = await store.append(streamB, [{ type: 'CommittedFirst', data: {} }], 'no_stream');
      assert.ok(BigInt(inserted.rows[0].global_position) < b.position.prepare, 'A took the smaller global_position');

      await sleep(900); // several polling rounds, and B's notification, went by
      assert.equal(received.length, 0, 'B is not delivered while A, older, may still commit');
      assert.equal((await store.readAll(START, 10)).length, 0, 'nor can it be read');

      await a.query('commit');
    } catch (err) {
      await a.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      a.release();
    }
    try {
      await until('both events', () => received.length >= 2);
      await sleep(600); // and no duplicates afterwards
      assert.deepEqual(
        received.map((e) => e.streamId),
        [streamA, streamB],
        'delivered in commit order: A (smaller transaction id) then B, each once',
      );
      assert.ok(received[0].position.commit < received[1].position.commit);
      assert.ok(comparePositions(received[0].position, received[1].position) < 0);
    } finally {
      await subscription.stop();
    }
  });

  test('an idle subscription reads rarely, and a notification still wakes it at once', async () => {
    // Counts the store's statements: reads of the log and checks for events held back.
    let statements = 0;
    const counted = new Proxy(db.pool, {
      get: (pool, key) =>
        key === 'query'
          ? (...args: Parameters<typeof pool.query>) => {
              statements++;
              return pool.query(...args);
            }
          : Reflect.get(pool, key),
    });
    const idleStore = new PostgresEventStore(counted, db.url);
    // The last event stored, visible or not (earlier tests' events may still be held back by
    // transactions of other databases): nothing lies beyond it.
    const { rows } = await db.pool.query<{ tx: string; global_position: string }>(
      'select e.transaction_id::text as tx, e.global_position::text from events e order by e.transaction_id desc, e.global_position desc limit 1',
    );
    const last: Position = rows[0] ? { commit: BigInt(rows[0].tx), prepare: BigInt(rows[0].global_position) } : START;
    const received: RecordedEvent[] = [];
    const subscription = idleStore.subscribeToAll(last, async (batch) => {
      received.push(...batch);
    });
    try {
      await sleep(1500);
      assert.ok(statements <= 2, `one read and one check in 1.5 s, not a read every 250 ms (${statements} statements)`);
      const streamId = `wake-${randomUUID()}`;
      await store.append(streamId, [{ type: 'Woken', data: {} }], 'no_stream');
      await until('the notified event', () => received.some((e) => e.streamId === streamId), 3000);
    } finally {
      await subscription.stop();
    }
  });

  test('the check for events held back reads one entry of the commit-order index, not the table', async () => {
    // Enough events that a sequential scan is real work (the planner's statistics left stale,
    // as between autovacuum runs).
    await store.appendMany(
      Array.from({ length: 500 }, (_, i) => ({
        streamId: `held-${i}-${randomUUID()}`,
        events: Array.from({ length: 20 }, () => ({ type: 'Filler', data: { i } })),
        expected: 'no_stream' as const,
      })),
    );
    const { rows } = await db.pool.query<{ tx: string; global_position: string }>(
      'select e.transaction_id::text as tx, e.global_position::text from events e order by e.transaction_id desc, e.global_position desc limit 1',
    );
    const params = [rows[0].tx, rows[0].global_position];
    const plan = await db.pool.query<{ 'QUERY PLAN': string }>(`explain ${COMMITTED_BEYOND_SQL}`, params);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    assert.match(text, /Index (Only )?Scan using events_commit_order/);
    assert.doesNotMatch(text, /Seq Scan/);
    assert.equal((await db.pool.query(COMMITTED_BEYOND_SQL, params)).rowCount, 0, 'nothing after the last event');
  });

  test('a subscriber stopped and restarted from its checkpoint resumes with the next event', async () => {
    const streamId = `resume-${randomUUID()}`;
    const from = await store.headPosition();
    for (let i = 0; i < 50; i += 10) {
      await store.append(streamId, Array.from({ length: 10 }, (_, k) => ({ type: 'N', data: { n: i + k } })), 'any');
    }
    const delivered: number[] = [];
    let checkpoint: Position = from;
    const handler = async (batch: RecordedEvent[]) => {
      for (const e of batch) if (e.streamId === streamId) delivered.push((e.data as { n: number }).n);
      checkpoint = batch[batch.length - 1].position; // saved after the batch is handled
      await sleep(5);
    };
    const first = store.subscribeToAll(from, handler, { batchSize: 7 });
    await until('some events', () => delivered.length >= 14);
    await first.stop();
    const beforeRestart = delivered.length;
    assert.ok(beforeRestart < 50, 'stopped mid-stream');

    // Written while nobody is subscribed.
    await store.append(streamId, Array.from({ length: 25 }, (_, k) => ({ type: 'N', data: { n: 50 + k } })), 'any');
    const second = store.subscribeToAll(checkpoint, handler, { batchSize: 7 });
    try {
      await until('the rest', () => delivered.length >= 75);
      await store.append(streamId, [{ type: 'N', data: { n: 75 } }], 74);
      await until('a live event', () => delivered.length >= 76);
      await sleep(400);
      assert.deepEqual(delivered, Array.from({ length: 76 }, (_, i) => i), 'nothing missed, nothing twice');
    } finally {
      await second.stop();
    }
  });
});

describe('PostgreSQL event store: transaction ids are ordered as numbers', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  before(async () => {
    db = await withTestDatabase(4);
    store = new PostgresEventStore(db.pool, db.url);
  });
  after(async () => {
    await db?.drop();
  });

  test('readAll, headPosition and subscriptions order 99 < 100 < 1000, not as text', async () => {
    // Old transaction ids written explicitly (all finished, so visible), with global positions
    // in the opposite order, and crossing a digit boundary.
    for (const [tx, streamId] of [
      ['1000', 'c-1'],
      ['100', 'b-1'],
      ['99', 'a-1'],
    ]) {
      await db.pool.query(
        `insert into events (stream_id, stream_revision, event_id, type, data, transaction_id)
         values ($1, 0, $2, 'Old', '{}', $3::text::xid8)`,
        [streamId, randomUUID(), tx],
      );
    }
    const all = await store.readAll(START, 10);
    assert.deepEqual(all.map((e) => e.streamId), ['a-1', 'b-1', 'c-1']);
    assert.deepEqual(all.map((e) => e.position.commit), [99n, 100n, 1000n]);
    const paged: string[] = [];
    let position: Position = START;
    for (;;) {
      const page = await store.readAll(position, 1);
      if (page.length === 0) break;
      paged.push(page[0].streamId);
      position = page[0].position;
    }
    assert.deepEqual(paged, ['a-1', 'b-1', 'c-1'], 'paging one by one skips nothing');
    assert.deepEqual(await store.headPosition(), all[2].position);

    const appended = await store.append('d-1', [{ type: 'New', data: {} }], 'no_stream');
    const received: string[] = [];
    const subscription = store.subscribeToAll(START, async (batch) => {
      received.push(...batch.map((e) => e.streamId));
    }, { batchSize: 1 });
    try {
      await until('all four', () => received.length >= 4);
      assert.deepEqual(received, ['a-1', 'b-1', 'c-1', 'd-1']);
      assert.ok(appended.position.commit > 1000n);
    } finally {
      await subscription.stop();
    }
  });
});

describe('PostgreSQL event store: appendMany', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  before(async () => {
    db = await withTestDatabase(10);
    store = new PostgresEventStore(db.pool, db.url);
  });
  after(async () => {
    await db?.drop();
  });

  test('a concurrency error in any stream stores nothing of the call (one statement)', async () => {
    const [a, b, c] = [`m-${randomUUID()}`, `m-${randomUUID()}`, `m-${randomUUID()}`];
    await store.append(c, [{ type: 'X', data: {} }], 'no_stream');
    await assert.rejects(
      store.appendMany([
        { streamId: a, events: [{ type: 'A', data: {} }], expected: 'no_stream' },
        { streamId: b, events: [{ type: 'B', data: {} }], expected: 'any' },
        { streamId: c, events: [{ type: 'C', data: {} }], expected: 'no_stream' },
      ]),
      (err: unknown) => err instanceof WrongExpectedRevisionError && err.streamId === c && err.actual === 0,
    );
    assert.deepEqual(await store.readStream(a), []);
    assert.deepEqual(await store.readStream(b), []);
  });

  test('2,000 streams in one call: one transaction, contiguous positions, readable in order', async () => {
    const from = await store.headPosition();
    const batches = Array.from({ length: 2000 }, (_, i) => ({
      streamId: `bulk-${i}-${randomUUID()}`,
      events: [{ id: randomUUID(), type: 'PaperImported', data: { i } }],
      expected: 'no_stream' as const,
    }));
    const result = await store.appendMany(batches);
    assert.equal(result.results.reduce((n, r) => n + r.appended, 0), 2000);
    const read: RecordedEvent[] = [];
    let position = from;
    // Visibility waits for every older transaction of the cluster (other test runs too).
    const deadline = Date.now() + 10_000;
    while (read.length < 2000 && Date.now() < deadline) {
      const page = await store.readAll(position, 700);
      if (page.length === 0) {
        await sleep(20);
        continue;
      }
      // Only this call's events: an earlier test's transaction that was held back behind another
      // run's open transaction may become visible after `from`, and is not this test's business.
      const ours = new Set(batches.map((b) => b.streamId));
      read.push(...page.filter((e) => ours.has(e.streamId)));
      position = page[page.length - 1].position;
    }
    assert.deepEqual(read.map((e) => (e.data as { i: number }).i), batches.map((_, i) => i), 'commit order is the order given');
    assert.equal(new Set(read.map((e) => e.position.commit)).size, 1, 'one transaction');
    assert.deepEqual(read.at(-1)!.position, result.position);
  });

  test('concurrent appendMany calls with overlapping event ids store each event once', async () => {
    const batches = Array.from({ length: 50 }, (_, i) => ({
      streamId: `overlap-${i}-${randomUUID()}`,
      events: [{ id: randomUUID(), type: 'PaperImported', data: { i } }],
      expected: 'no_stream' as const,
    }));
    const results = await Promise.all(Array.from({ length: 4 }, () => store.appendMany(batches)));
    assert.equal(results.flatMap((r) => r.results).reduce((n, r) => n + r.appended, 0), 50);
    for (const b of batches) assert.equal((await store.readStream(b.streamId)).length, 1);
  });
});
