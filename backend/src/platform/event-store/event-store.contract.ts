/**
 * The event store contract (docs/ARCHITECTURE.md §5): every adapter must pass it. Used by
 * postgres-event-store.int.spec.ts (always) and kurrentdb-event-store.int.spec.ts (when reachable).
 *
 * Cases only look at their own streams (random ids) and at the part of $all after the head they
 * saw before writing, so they also hold on a store shared with other writers (KurrentDB).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  WrongExpectedRevisionError,
  comparePositions,
} from './event-store.port.js';

export interface EventStoreFixture {
  store: EventStore;
  /** Releases the store and whatever the factory created for it. */
  dispose(): Promise<void>;
}

const stream = (prefix = 'contract') => `${prefix}-${randomUUID()}`;
const event = (type: string, data: Record<string, unknown> = {}, id?: string): NewEvent => ({ id, type, data });

async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every event after `from` in $all that belongs to one of `streams`. */
async function readAllOf(store: EventStore, from: Position, streams: Set<string>): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let position = from;
  for (;;) {
    const page = await store.readAll(position, 1000);
    if (page.length === 0) return out;
    out.push(...page.filter((e) => streams.has(e.streamId)));
    position = page[page.length - 1].position;
  }
}

export function describeEventStoreContract(name: string, factory: () => Promise<EventStoreFixture>): void {
  describe(`EventStore contract: ${name}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    before(async () => {
      fixture = await factory();
      store = fixture.store;
    });
    after(async () => {
      await fixture?.dispose();
    });

    test('append and readStream round-trip, revisions from 0', async () => {
      const s = stream();
      const id = randomUUID();
      const first = await store.append(
        s,
        [
          { id, type: 'PaperBookmarked', data: { paperId: '2406.01234', tags: ['ml'] }, metadata: { userId: 'u-1', correlationId: 'c-1' } },
          event('NoteAdded', { text: 'héllo "quoted" ✓' }),
        ],
        'no_stream',
      );
      assert.equal(first.nextRevision, 1);
      const second = await store.append(s, [event('NoteEdited', { n: 3 })], 1);
      assert.equal(second.nextRevision, 2);
      assert.ok(comparePositions(second.position, first.position) > 0, 'a later append has a later position');

      const events = await store.readStream(s);
      assert.deepEqual(
        events.map((e) => [e.streamId, e.revision, e.type]),
        [
          [s, 0, 'PaperBookmarked'],
          [s, 1, 'NoteAdded'],
          [s, 2, 'NoteEdited'],
        ],
      );
      assert.equal(events[0].id, id);
      assert.deepEqual(events[0].data, { paperId: '2406.01234', tags: ['ml'] });
      assert.equal(events[0].metadata.userId, 'u-1');
      assert.equal(events[0].metadata.correlationId, 'c-1');
      assert.deepEqual(events[1].data, { text: 'héllo "quoted" ✓' });
      assert.ok(events[0].recordedAt instanceof Date);
      assert.deepEqual(events[2].position, second.position, 'append answers with the position of its last event');
      assert.deepEqual(events[1].position, first.position);

      assert.deepEqual((await store.readStream(s, 1)).map((e) => e.revision), [1, 2]);
      assert.deepEqual(await store.readStream(s, 3), []);
      assert.deepEqual(await store.readStream(stream('missing')), [], 'an unknown stream reads as empty');
    });

    test('expected revision: no_stream, exact revision, any; a stale write is a concurrency error', async () => {
      const s = stream();
      assert.equal((await store.append(s, [event('A')], 'no_stream')).nextRevision, 0);

      await assert.rejects(store.append(s, [event('B')], 'no_stream'), (err: unknown) => {
        assert.ok(err instanceof WrongExpectedRevisionError);
        assert.equal(err.streamId, s);
        assert.equal(err.expected, 'no_stream');
        assert.equal(err.actual, 0);
        return true;
      });
      assert.equal((await store.append(s, [event('B'), event('C')], 0)).nextRevision, 2);
      // Stale: the writer read revision 0 but the stream has moved on to 2.
      await assert.rejects(store.append(s, [event('D')], 0), (err: unknown) => {
        assert.ok(err instanceof WrongExpectedRevisionError);
        assert.equal(err.expected, 0);
        assert.equal(err.actual, 2);
        return true;
      });
      // Ahead of the stream is wrong too.
      await assert.rejects(store.append(s, [event('D')], 7), WrongExpectedRevisionError);
      // An exact revision on a stream that does not exist.
      await assert.rejects(store.append(stream(), [event('X')], 0), (err: unknown) => {
        assert.ok(err instanceof WrongExpectedRevisionError);
        assert.equal(err.actual, 'no_stream');
        return true;
      });
      assert.equal((await store.append(s, [event('E')], 'any')).nextRevision, 3);
      assert.equal((await store.append(stream(), [event('F')], 'any')).nextRevision, 0, "'any' creates a stream");

      const events = await store.readStream(s);
      assert.deepEqual(events.map((e) => e.type), ['A', 'B', 'C', 'E'], 'rejected appends stored nothing');
      assert.deepEqual(events.map((e) => e.revision), [0, 1, 2, 3]);
    });

    test('50 concurrent writers × 40 events on one stream: optimistic concurrency, nothing lost', { timeout: 120_000 }, async (t) => {
      const s = stream('race');
      // Enough writers to collide on every append; small enough to finish on a busy 2-core machine,
      // where 100 × 100 (10,000 contended appends) ran past the timeout while proving nothing more.
      const WRITERS = 50;
      const PER_WRITER = 40;
      const BACKOFF_CAP_MS = 100;
      let conflicts = 0;
      const otherErrors: unknown[] = [];
      const started = Date.now();

      const writer = async (w: number) => {
        let known = -1; // the last revision this writer has seen
        let streak = 0; // consecutive conflicts: the retry backs off with full jitter, as a real client would
        for (let i = 0; i < PER_WRITER; i++) {
          for (;;) {
            if (t.signal.aborted) throw new Error('test ended');
            const tail = await store.readStream(s, known + 1);
            if (tail.length > 0) known = tail[tail.length - 1].revision;
            const expected = known === -1 ? ('no_stream' as const) : known;
            let result: Awaited<ReturnType<EventStore['append']>>;
            try {
              result = await store.append(s, [event('Tick', { w, i })], expected);
            } catch (err) {
              if (err instanceof WrongExpectedRevisionError) {
                conflicts++;
                // The error tells the truth: the stream had moved past what the writer read.
                if (typeof err.actual !== 'number' || err.actual <= known) otherErrors.push(err);
              } else {
                otherErrors.push(err);
                if (otherErrors.length > 10) throw err;
              }
              streak++;
              await new Promise((r) => setTimeout(r, Math.random() * Math.min(BACKOFF_CAP_MS, 2 ** streak)));
              continue;
            }
            assert.equal(result.nextRevision, known + 1);
            known = result.nextRevision;
            streak = 0;
            break;
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

      assert.deepEqual(otherErrors, [], 'every failed attempt was a concurrency error');
      assert.ok(conflicts > 0, 'writers did collide');
      const events = await store.readStream(s);
      assert.equal(events.length, WRITERS * PER_WRITER);
      for (const [i, e] of events.entries()) assert.equal(e.revision, i, 'revisions are contiguous from 0');
      // Each writer's events are all there, in its own order.
      const perWriter = new Map<number, number[]>();
      for (const e of events) {
        const { w, i } = e.data as { w: number; i: number };
        perWriter.set(w, [...(perWriter.get(w) ?? []), i]);
      }
      assert.equal(perWriter.size, WRITERS);
      for (const seq of perWriter.values()) assert.deepEqual(seq, Array.from({ length: PER_WRITER }, (_, i) => i));
      const positions = events.map((e) => e.position);
      for (let i = 1; i < positions.length; i++) assert.ok(comparePositions(positions[i], positions[i - 1]) > 0);
      console.log(
        `# ${name}: ${WRITERS * PER_WRITER} appends, ${conflicts} concurrency errors, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    });

    test('appending the same event id twice stores it once, also inside a partly stored batch', async () => {
      const s = stream();
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      const first = await store.append(s, [event('A', {}, a)], 'no_stream');
      // The retried command: same id, same expectation. Answered as the first time, stored once.
      const retried = await store.append(s, [event('A', {}, a)], 'no_stream');
      assert.equal(retried.nextRevision, first.nextRevision);
      assert.deepEqual(retried.position, first.position);
      assert.equal((await store.append(s, [event('A', {}, a)], 'any')).nextRevision, 0);
      assert.equal((await store.readStream(s)).length, 1);

      // A batch whose first event is stored already: only the rest is appended.
      const mixed = await store.append(s, [event('A', {}, a), event('B', {}, b), event('C', {}, c)], 'any');
      assert.equal(mixed.nextRevision, 2);
      const events = await store.readStream(s);
      assert.deepEqual(events.map((e) => [e.id, e.revision, e.type]), [
        [a, 0, 'A'],
        [b, 1, 'B'],
        [c, 2, 'C'],
      ]);
      // The whole batch again: nothing new.
      await store.append(s, [event('B', {}, b), event('C', {}, c)], 'any');
      assert.equal((await store.readStream(s)).length, 3);
    });

    test('concurrent appends of the same event id store it once', async () => {
      const s = stream();
      const id = randomUUID();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => store.append(s, [event('Once', {}, id)], 'any')),
      );
      for (const r of results) assert.equal(r.status, 'fulfilled', String((r as PromiseRejectedResult).reason));
      const events = await store.readStream(s);
      assert.equal(events.length, 1);
      assert.equal(events[0].id, id);
    });

    test('appendMany: several streams at once, expected revisions checked, idempotent by event id', async () => {
      const [s1, s2, s3] = [stream('many'), stream('many'), stream('many')];
      await store.append(s3, [event('Old')], 'no_stream');
      const ids = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID() };
      const batches = [
        { streamId: s1, events: [event('A', { n: 1 }, ids.a), event('B', { n: 2 }, ids.b)], expected: 'no_stream' as const },
        { streamId: s2, events: [event('C', { n: 3 }, ids.c)], expected: 'any' as const },
        { streamId: s3, events: [event('D', { n: 4 }, ids.d)], expected: 0 },
      ];
      const first = await store.appendMany(batches);
      assert.deepEqual(first.results, [
        { streamId: s1, nextRevision: 1, appended: 2 },
        { streamId: s2, nextRevision: 0, appended: 1 },
        { streamId: s3, nextRevision: 1, appended: 1 },
      ]);
      assert.ok(first.position);
      assert.deepEqual((await store.readStream(s1)).map((e) => [e.id, e.revision, e.type, e.data]), [
        [ids.a, 0, 'A', { n: 1 }],
        [ids.b, 1, 'B', { n: 2 }],
      ]);
      const s3Events = await store.readStream(s3);
      assert.deepEqual(s3Events.map((e) => e.type), ['Old', 'D']);
      const lastPositions = [s1, s2, s3].map(async (s) => (await store.readStream(s)).at(-1)!.position);
      const newest = (await Promise.all(lastPositions)).reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
      assert.deepEqual(first.position, newest, 'the position of the last stored event');

      // The same call again (a re-import): nothing new, whatever the expectations say.
      const again = await store.appendMany(batches);
      assert.deepEqual(again.results, [
        { streamId: s1, nextRevision: 1, appended: 0 },
        { streamId: s2, nextRevision: 0, appended: 0 },
        { streamId: s3, nextRevision: 1, appended: 0 },
      ]);
      assert.equal(again.position, null);
      assert.equal((await store.readStream(s1)).length, 2);

      // A stale expectation is a concurrency error and stores nothing.
      const s4 = stream('many');
      await assert.rejects(
        store.appendMany([
          { streamId: s3, events: [event('E')], expected: 0 },
          { streamId: s4, events: [event('F')], expected: 'no_stream' },
        ]),
        (err: unknown) => {
          assert.ok(err instanceof WrongExpectedRevisionError);
          assert.equal(err.streamId, s3);
          assert.equal(err.actual, 1);
          return true;
        },
      );
      assert.deepEqual(await store.readStream(s4), []);
      assert.equal((await store.readStream(s3)).length, 2);
      await assert.rejects(
        store.appendMany([
          { streamId: s4, events: [event('G')], expected: 'any' },
          { streamId: s4, events: [event('H')], expected: 'any' },
        ]),
        /more than once/,
      );
      assert.deepEqual(await store.appendMany([]), { results: [], position: null });
    });

    test('readAll returns events after a position in commit order, limited', async () => {
      const from = await store.headPosition();
      const streams = [stream(), stream(), stream()];
      const appended: Position[] = [];
      for (let round = 0; round < 3; round++) {
        for (const s of streams) {
          appended.push((await store.append(s, [event('R', { round }), event('R2', { round })], 'any')).position);
        }
      }
      // A committed event becomes readable once no older transaction can still commit before it
      // (on PostgreSQL that counts every transaction of the cluster), so give visibility a moment.
      let ours: RecordedEvent[] = [];
      await until('the appended events in $all', async () => {
        ours = await readAllOf(store, from, new Set(streams));
        return ours.length >= 18;
      });
      assert.equal(ours.length, 18);
      for (let i = 1; i < ours.length; i++) {
        assert.ok(comparePositions(ours[i].position, ours[i - 1].position) > 0, 'strictly increasing positions');
      }
      // Commit order is append order here (appends were sequential).
      assert.deepEqual(
        ours.map((e) => e.streamId),
        [0, 1, 2].flatMap(() => streams.flatMap((s) => [s, s])),
      );
      // Each append's answer is the position of its last event.
      assert.deepEqual(
        ours.filter((_, i) => i % 2 === 1).map((e) => e.position),
        appended,
      );
      // `from` is exclusive and `limit` is honoured.
      const page = await store.readAll(ours[3].position, 2);
      assert.ok(page.length <= 2);
      for (const e of page) assert.ok(comparePositions(e.position, ours[3].position) > 0);
      const head = await store.headPosition();
      assert.ok(comparePositions(head, appended[appended.length - 1]) >= 0, 'head is at or after the last visible append');
    });

    test('subscribeToAll catches up, then delivers live events, in order, once', async () => {
      const from = await store.headPosition();
      const s1 = stream('sub');
      const s2 = stream('sub');
      await store.append(s1, [event('Past', { n: 0 }), event('Past', { n: 1 })], 'no_stream');
      await store.append(s2, [event('Past', { n: 2 })], 'no_stream');

      const received: RecordedEvent[] = [];
      let batches = 0;
      const subscription = store.subscribeToAll(
        from,
        async (batch) => {
          batches++;
          received.push(...batch.filter((e) => e.streamId === s1 || e.streamId === s2));
        },
        { batchSize: 2 },
      );
      try {
        await until('catch-up', () => received.length >= 3);
        await store.append(s1, [event('Live', { n: 3 })], 1);
        await store.append(s2, [event('Live', { n: 4 }), event('Live', { n: 5 })], 0);
        await until('live events', () => received.length >= 6);
        await new Promise((r) => setTimeout(r, 300)); // nothing more may arrive
        assert.deepEqual(
          received.map((e) => (e.data as { n: number }).n),
          [0, 1, 2, 3, 4, 5],
        );
        assert.deepEqual(received.map((e) => e.type), ['Past', 'Past', 'Past', 'Live', 'Live', 'Live']);
        assert.ok(batches >= 2);
      } finally {
        await subscription.stop();
      }
      await subscription.done;
    });

    test('a subscription for some event types delivers only those, and reads through the others', async () => {
      const from = await store.headPosition();
      const s = stream('typed');
      await store.append(s, [event('Skipped', { n: 0 }), event('Wanted', { n: 1 }), event('Skipped', { n: 2 })], 'no_stream');
      const last = await store.append(s, [event('Skipped', { n: 3 })], 2);
      const received: RecordedEvent[] = [];
      let through: Position = from;
      const subscription = store.subscribeToAll(
        from,
        async (batch, readThrough) => {
          assert.ok(comparePositions(readThrough, through) > 0, 'through moves forward');
          for (const e of batch) assert.ok(comparePositions(e.position, readThrough) <= 0, 'through is at or after each event delivered');
          received.push(...batch);
          through = readThrough;
        },
        { batchSize: 2, eventTypes: ['Wanted'] },
      );
      try {
        await until('reading through the skipped events', () => comparePositions(through, last.position) >= 0);
        assert.deepEqual([...new Set(received.map((e) => e.type))], ['Wanted']);
        assert.deepEqual(
          received.filter((e) => e.streamId === s).map((e) => (e.data as { n: number }).n),
          [1],
        );
      } finally {
        await subscription.stop();
      }
      await subscription.done;
    });

    test('a subscription whose handler throws ends with that error', async () => {
      const from = await store.headPosition();
      const s = stream('boom');
      const subscription = store.subscribeToAll(from, async (batch) => {
        if (batch.some((e) => e.streamId === s)) throw new Error('handler failed');
      });
      await store.append(s, [event('Boom')], 'no_stream');
      await assert.rejects(subscription.done, /handler failed/);
      await subscription.stop();
    });
  });
}
