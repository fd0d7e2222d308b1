/**
 * Event store and projection benchmarks (docs/ARCHITECTURE.md §13), on the compiled backend:
 *   - single-event commands to many streams, 12 concurrent writers (appends/s, latency)
 *   - batched appends of 100 events, 4 concurrent writers (events/s)
 *   - projection lag at a steady 500 commands/s for 10 s: time from an append returning to the
 *     projection's checkpoint reaching its position (ProjectionRunner, trivial projection)
 * Needs DATABASE_URL (scripts/bench.mjs gives it a private database).
 */
import { randomUUID } from 'node:crypto';
import { createPool, ensureDatabase, migrate } from '../backend/dist/src/platform/database/database.js';
import { comparePositions } from '../backend/dist/src/platform/event-store/event-store.port.js';
import { PostgresEventStore } from '../backend/dist/src/platform/event-store/postgres-event-store.js';
import { ProjectionRunner, readCheckpoint } from '../backend/dist/src/platform/projections/projection-runner.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (run through `npm run bench`)');
await ensureDatabase(url);
const pool = createPool(url, 20);
pool.on('error', () => undefined);
await migrate(pool);
const store = new PostgresEventStore(pool, url);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
const rows = [];

/** Runs `writers` loops of `op` until `total` operations are done; returns latencies and elapsed ms. */
async function drive(writers, total, op) {
  let issued = 0;
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (issued < total) {
        const i = issued++;
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { elapsed: performance.now() - started, latencies: latencies.sort((a, b) => a - b) };
}

// Warm-up: connections, plans.
await drive(8, 400, (i) => store.append(`warmup-${i % 50}`, [{ type: 'Warm', data: { i } }], 'any'));

// 1. Single-event commands, many streams, expected revision from the writer's view ('any' here:
//    each command is the stream's only writer, as commands on distinct aggregates are).
{
  const WRITERS = 12;
  const TOTAL = 6000;
  const streams = Array.from({ length: 2000 }, () => `paper-${randomUUID()}`);
  const revisions = new Map();
  const { elapsed, latencies } = await drive(WRITERS, TOTAL, async (i) => {
    const s = streams[i % streams.length];
    const expected = revisions.has(s) ? revisions.get(s) : 'no_stream';
    revisions.set(s, (revisions.get(s) ?? -1) + 1); // claimed before the await: one writer per stream at a time
    await store.append(s, [{ type: 'PaperBookmarked', data: { i, userId: 'bench' }, metadata: { userId: 'bench' } }], expected);
  });
  rows.push({
    benchmark: `append 1 event/command, ${WRITERS} writers, ${streams.length} streams`,
    ops: TOTAL,
    throughput: `${Math.round(TOTAL / (elapsed / 1000))} appends/s`,
    p50: ms(quantile(latencies, 0.5)),
    p99: ms(quantile(latencies, 0.99)),
  });
}

// 2. Batched appends of 100 events.
{
  const WRITERS = 4;
  const BATCHES = 100;
  const { elapsed, latencies } = await drive(WRITERS, BATCHES, (i) =>
    store.append(
      `import-${randomUUID()}`,
      Array.from({ length: 100 }, (_, k) => ({ type: 'PaperImported', data: { batch: i, k, title: `Paper ${i}.${k}` } })),
      'no_stream',
    ),
  );
  rows.push({
    benchmark: `append 100-event batches, ${WRITERS} writers`,
    ops: BATCHES,
    throughput: `${Math.round((BATCHES * 100) / (elapsed / 1000))} events/s`,
    p50: ms(quantile(latencies, 0.5)),
    p99: ms(quantile(latencies, 0.99)),
  });
}

// 3. Projection lag at a steady 500 commands/s for 10 s.
{
  const RATE = 500;
  const SECONDS = 10;
  const name = 'bench_noop';
  const projection = { name, eventTypes: ['BenchTick'], apply: async () => undefined, reset: async () => undefined };
  // Start from the head: the lag is about new events, not the backlog of the runs above.
  const head = await store.headPosition();
  await pool.query(
    `insert into projection_checkpoints (name, commit_position, prepare_position) values ($1, $2, $3)
     on conflict (name) do update set commit_position = excluded.commit_position, prepare_position = excluded.prepare_position`,
    [name, head.commit.toString(), head.prepare.toString()],
  );
  const runner = new ProjectionRunner(store, pool, [projection], (m) => console.error(m), { batchSize: 500 });
  await runner.start();

  const pending = []; // { position, returnedAt }
  const lags = [];
  let producing = true;
  let sent = 0;
  const watcher = (async () => {
    while (producing || pending.length > 0) {
      const checkpoint = await readCheckpoint(pool, name);
      const now = performance.now();
      for (let i = pending.length - 1; i >= 0; i--) {
        if (comparePositions(pending[i].position, checkpoint) <= 0) {
          lags.push(now - pending[i].returnedAt);
          pending.splice(i, 1);
        }
      }
      if (!producing && pending.length > 0 && now - pending[0].returnedAt > 10_000) break;
      await sleep(1);
    }
  })();
  const inflight = new Set();
  const started = performance.now();
  const TICK = 10; // ms; RATE * TICK / 1000 commands per tick, spread over the tick
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE) - sent;
    for (let k = 0; k < due; k++) {
      const i = sent++;
      const p = store
        .append(`lag-${i % 1000}`, [{ type: 'BenchTick', data: { i } }], 'any')
        .then((r) => pending.push({ position: r.position, returnedAt: performance.now() }))
        .finally(() => inflight.delete(p));
      inflight.add(p);
    }
    await sleep(TICK / 5);
  }
  await Promise.all(inflight);
  const achieved = sent / ((performance.now() - started) / 1000);
  producing = false;
  await watcher;
  await runner.stop();
  lags.sort((a, b) => a - b);
  rows.push({
    benchmark: `projection lag at ${RATE} commands/s for ${SECONDS} s`,
    ops: sent,
    throughput: `${Math.round(achieved)} commands/s`,
    p50: ms(quantile(lags, 0.5)),
    p99: ms(quantile(lags, 0.99)),
  });
  if (lags.length < sent) rows[rows.length - 1].benchmark += ` (${sent - lags.length} not projected in time)`;
}

await pool.end();

const headers = ['benchmark', 'ops', 'throughput', 'p50 ms', 'p99 ms'];
const table = rows.map((r) => [r.benchmark, String(r.ops), r.throughput, r.p50, r.p99]);
const widths = headers.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(headers));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of table) console.log(line(r));
console.log('(latencies: append = call to return; lag = append returned → projection checkpoint at its position)');
