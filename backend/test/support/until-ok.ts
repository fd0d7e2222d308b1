import assert from 'node:assert/strict';

/** Reads until `ok` holds (a projection or a reactor catching up), failing after `ms` with what it last read. */
export async function untilOk<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) assert.fail(`${what}: still ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
