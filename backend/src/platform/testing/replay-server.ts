/**
 * Loopback HTTP server that replays recorded responses of external services, so
 * the real clients are tested over real HTTP without reaching the internet
 * (docs/ARCHITECTURE.md §8). Plus route builders for the recorded fixtures in
 * <repo>/../shared/data/fixtures (read in place, never copied into the repo).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../config/config.js';

export const SHARED_DATA_DIR = path.join(REPO_ROOT, '..', 'shared', 'data');
export const FIXTURES_DIR = path.join(SHARED_DATA_DIR, 'fixtures');

export interface ReplayRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** performance.now() when the request arrived, to measure gaps between requests. */
  receivedAt: number;
}

export interface ReplayResponse {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

export type ReplayRoutes = (req: ReplayRequest) => ReplayResponse | undefined | Promise<ReplayResponse | undefined>;

export interface ReplayServer {
  url: string;
  /** Every request received, in order. */
  requests: ReplayRequest[];
  close(): Promise<void>;
}

/**
 * Unmatched requests get a 404 naming the request, so a missing fixture is obvious.
 * Listens on an ephemeral port of 127.0.0.1 unless `options.port` names one (browser tests
 * start the backend with the replay's address in its environment, so it must be known first).
 */
export async function startReplayServer(routes: ReplayRoutes, options: { port?: number } = {}): Promise<ReplayServer> {
  const requests: ReplayRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry: ReplayRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      receivedAt: performance.now(),
    };
    requests.push(entry);
    req.resume();
    Promise.resolve()
      .then(() => routes(entry))
      .then((reply) => {
        if (!reply) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end(`no recorded response for ${entry.method} ${req.url}`);
          return;
        }
        res.writeHead(reply.status, reply.headers ?? {}).end(reply.body);
      })
      .catch((e: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`replay route failed: ${(e as Error).message}`);
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections(); // fetch keeps connections alive; don't wait for them
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

/** First route that answers wins. */
export function combineRoutes(...routes: ReplayRoutes[]): ReplayRoutes {
  return async (req) => {
    for (const r of routes) {
      const reply = await r(req);
      if (reply) return reply;
    }
    return undefined;
  };
}

/** Answers matching requests with `replies` in turn, repeating the last (e.g. 429 then 200). */
export function inSequence(match: (req: ReplayRequest) => boolean, replies: ReplayResponse[]): ReplayRoutes {
  let i = 0;
  return (req) => (match(req) ? replies[Math.min(i++, replies.length - 1)] : undefined);
}

/** Answers the first `failures.length` requests with the given failures, then as `routes` does. */
export function failingFirst(failures: ReplayResponse[], routes: ReplayRoutes): ReplayRoutes {
  let n = 0;
  return (req) => (n < failures.length ? failures[n++] : routes(req));
}

const ATOM_HEADERS = { 'content-type': 'application/atom+xml; charset=utf-8' };

/**
 * arXiv API fixtures are named by the request that produced them:
 * `q_<search_query>_s<start>_m<max>_<hash>.xml` and `id_<ids joined by _, / as _>_s.._m.._<hash>.xml`.
 * `queryAliases` maps a search_query with no recording (e.g. the sync's category
 * query) to a recorded one, to serve a real page of the same shape.
 * The recorded error feed (`id_abc`) is served with its real status, 400.
 */
export function arxivAtomRoutes(
  dir = path.join(FIXTURES_DIR, 'arxiv-atom'),
  options: { apiPath?: string; queryAliases?: Record<string, string> } = {},
): ReplayRoutes {
  const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
  const apiPath = options.apiPath ?? '/api/query';
  return (req) => {
    if (req.path !== apiPath) return undefined;
    const key = arxivFixtureKey(req.query, options.queryAliases ?? {});
    const file = key && files.find((f) => f.startsWith(`${key}_`));
    if (!file) return undefined;
    const body = readFileSync(path.join(dir, file), 'utf8');
    return { status: body.includes('/api/errors#') ? 400 : 200, headers: ATOM_HEADERS, body };
  };
}

export function arxivFixtureKey(query: URLSearchParams, aliases: Record<string, string> = {}): string | null {
  const page = `_s${query.get('start') ?? '0'}_m${query.get('max_results') ?? '10'}`;
  const ids = query.get('id_list');
  if (ids) return `id_${ids.split(',').map((id) => id.trim().replace(/\//g, '_')).join('_')}${page}`;
  const q = query.get('search_query');
  if (q) return `q_${(aliases[q] ?? q).replace(/[^A-Za-z0-9.-]+/g, '_')}${page}`;
  return null;
}

interface HttpRecording {
  method: string;
  path: string;
  status: number;
  response: string;
  rawHeaders?: string[];
}

/** Hop-by-hop and length headers are the replay server's business, not the recording's. */
const SKIP_HEADERS = new Set(['transfer-encoding', 'connection', 'content-length', 'date', 'vary', 'server']);

function recordedHeaders(raw: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!SKIP_HEADERS.has(raw[i].toLowerCase())) headers[raw[i].toLowerCase()] = raw[i + 1];
  }
  return headers;
}

/**
 * Serves the OAI-PMH `.json` recordings (arrays of {method, path, status,
 * response, rawHeaders}) by verb + resumptionToken. Several recordings of the
 * same request (ListRecords: 503 Retry-After, then 200) are served in order,
 * the last one repeating. `extra` adds synthetic pages, keyed the same way.
 */
export function oaiPmhRoutes(
  dir = path.join(FIXTURES_DIR, 'oai-pmh'),
  options: { oaiPath?: string; extra?: Record<string, ReplayResponse[]> } = {},
): ReplayRoutes {
  const byKey = new Map<string, ReplayResponse[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const recordings = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as HttpRecording[];
    for (const rec of recordings) {
      const key = oaiKey(new URL(rec.path, 'http://recorded').searchParams);
      const list = byKey.get(key) ?? [];
      list.push({ status: rec.status, headers: recordedHeaders(rec.rawHeaders), body: rec.response });
      byKey.set(key, list);
    }
  }
  for (const [key, replies] of Object.entries(options.extra ?? {})) byKey.set(key, replies);
  const served = new Map<string, number>();
  const oaiPath = options.oaiPath ?? '/oai2';
  return (req) => {
    if (req.path !== oaiPath) return undefined;
    const key = oaiKey(req.query);
    const replies = byKey.get(key);
    if (!replies) return undefined;
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    return replies[Math.min(n, replies.length - 1)];
  };
}

/** `ListRecords` or `ListRecords|<token>`. */
export function oaiKey(query: URLSearchParams): string {
  const token = query.get('resumptionToken');
  return token ? `${query.get('verb')}|${token}` : (query.get('verb') ?? '');
}

/**
 * The recorded ListRecords page has no resumptionToken (its range fit one page),
 * so tests of token-following derive pages from it by inserting one, in the
 * OAI-PMH 2.0 shape. An empty `value` marks the last page.
 */
export function withResumptionToken(body: string, token: { value: string; cursor: number; completeListSize: number }): string {
  const attrs = `cursor="${token.cursor}" completeListSize="${token.completeListSize}"`;
  const element = token.value ? `<resumptionToken ${attrs}>${token.value}</resumptionToken>` : `<resumptionToken ${attrs}/>`;
  return body.replace('</ListRecords>', `${element}\n</ListRecords>`);
}

/** The body of the first recording of an OAI-PMH verb that answered 200. */
export function recordedOaiBody(verb: string, dir = path.join(FIXTURES_DIR, 'oai-pmh')): string {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const recordings = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as HttpRecording[];
    const hit = recordings.find((r) => r.status === 200 && new URL(r.path, 'http://recorded').searchParams.get('verb') === verb);
    if (hit) return hit.response;
  }
  throw new Error(`no recorded 200 response for OAI-PMH verb ${verb} in ${dir}`);
}
