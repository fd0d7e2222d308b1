/**
 * Politeness gate for one upstream: requests run one at a time, and each starts
 * at least `minIntervalMs` after the previous one finished (arXiv asks for a
 * 3 s delay between calls on a single connection). Measuring from the end
 * rather than the start means the server never sees two arrivals closer than
 * the interval, whatever the network latency. Callers queue in arrival order,
 * so concurrent syncs sharing a gate cannot burst.
 *
 * Waits use real timers on purpose: tests inject fake `sleep`s for backoff, and
 * the interval must still be real.
 */
import { setTimeout as delay } from 'node:timers/promises';

export class RequestGate {
  private tail: Promise<unknown> = Promise.resolve();
  private lastEnd = Number.NEGATIVE_INFINITY;

  constructor(readonly minIntervalMs: number) {}

  /** Runs `fn` when the gate allows; the next caller waits for it to settle. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const turn = this.tail.then(async () => {
      // A timer can fire a little early by performance.now() (it counts whole milliseconds from the
      // event loop's clock), so wait again until the interval has really passed.
      for (let wait = this.remainingMs(); wait > 0; wait = this.remainingMs()) await delay(wait);
      try {
        return await fn();
      } finally {
        this.lastEnd = performance.now();
      }
    });
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  private remainingMs(): number {
    return this.lastEnd + this.minIntervalMs - performance.now();
  }
}
