/**
 * Helpers for the acquisition API tests (each runs on its own database and Redis prefix,
 * support/private-env.ts: the runs and the estimate read the whole catalog), replay routes for arXiv's Atom API and OAI-PMH whose answers a test switches, and OAI pages
 * derived from the recorded ListRecords response.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from '../src/platform/database/database.js';
import { parseAtomFeed } from '../src/platform/external/arxiv/atom-feed.js';
import {
  FIXTURES_DIR,
  type ReplayRequest,
  type ReplayResponse,
  type ReplayRoutes,
  recordedOaiBody,
  withResumptionToken,
} from '../src/platform/testing/replay-server.js';

export const ATOM_HEADERS = { 'content-type': 'application/atom+xml; charset=utf-8' };

/** A recorded arXiv API response, served with its real status (the error feed: 400). */
export function atomFixture(relative: string): ReplayResponse {
  const body = readFileSync(path.join(FIXTURES_DIR, relative), 'utf8');
  return { status: body.includes('/api/errors#') ? 400 : 200, headers: ATOM_HEADERS, body };
}

/** arXiv ids of the readable entries of a recorded Atom feed (without version), as the sync reads them. */
export function atomIds(relative: string): string[] {
  return parseAtomFeed(readFileSync(path.join(FIXTURES_DIR, relative), 'utf8')).entries.map((e) => e.arxivId);
}

/** Routes whose answer the test sets per scenario; every request is also logged by the server. */
export class SwitchableRoutes {
  atom: (req: ReplayRequest) => ReplayResponse | Promise<ReplayResponse> = () => ({ status: 500, body: 'no atom scenario' });
  oai: (req: ReplayRequest) => ReplayResponse | Promise<ReplayResponse> = () => ({ status: 500, body: 'no OAI scenario' });

  readonly routes: ReplayRoutes = (req) => {
    if (req.path === '/api/query') return this.atom(req);
    if (req.path === '/oai2') return this.oai(req);
    return undefined;
  };
}

/** The recorded ListRecords page split into its records, to derive pages with resumption tokens. */
export function oaiRecords(): { head: string; records: string[]; tail: string } {
  const body = recordedOaiBody('ListRecords');
  const start = body.indexOf('<record>');
  const end = body.lastIndexOf('</record>') + '</record>'.length;
  return { head: body.slice(0, start), records: body.slice(start, end).match(/<record>[\s\S]*?<\/record>/g) ?? [], tail: body.slice(end) };
}

/** The id of an OAI record (`<id>` of its arXiv metadata). */
export function oaiRecordId(record: string): string {
  const m = /<id>([^<]+)<\/id>/.exec(record);
  if (!m) throw new Error('record without <id>');
  return m[1];
}

/** A record like `record` under another arXiv id (a distinct paper for a third page). */
export function withArxivId(record: string, id: string): string {
  const old = oaiRecordId(record);
  return record.split(old).join(id);
}

/** An OAI-PMH ListRecords page of `records`, with a resumption token (empty value: the last page). */
export function oaiPage(records: string[], token: { value: string; cursor: number; completeListSize: number }): ReplayResponse {
  const { head, tail } = oaiRecords();
  return { status: 200, headers: { 'content-type': 'text/xml' }, body: withResumptionToken(`${head}${records.join('\n')}${tail}`, token) };
}

export function deferred<T = void>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Polls `check` until it answers a truthy value. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Events of a stream, or of a type, straight from the log. */
export async function eventsOf(pool: Pool, where: { stream?: string; type?: string; streamPrefix?: string }) {
  const { rows } = await pool.query<{ stream_id: string; type: string; data: Record<string, unknown> }>(
    `select stream_id, type, data from events
      where ($1::text is null or stream_id = $1) and ($2::text is null or type = $2) and ($3::text is null or stream_id like $3 || '%')
      order by global_position`,
    [where.stream ?? null, where.type ?? null, where.streamPrefix ?? null],
  );
  return rows;
}
