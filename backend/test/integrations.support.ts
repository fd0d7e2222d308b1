/**
 * Loopback stand-ins of the services integrations talk to (issue #36), for the API and browser
 * tests: one HTTP server answering as a webhook receiver, a Slack and a Teams incoming webhook,
 * the Zotero Web API v3 (a group library that starts with the recorded items of
 * ../shared/data/fixtures/zotero and keeps what is POSTed), Canvas's REST API (one course, its
 * modules and items) and ORCID's public API (the documented works shape). It keeps every request
 * with its body, so tests check what arrived (and verify webhook signatures themselves).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FIXTURES_DIR } from '../src/platform/testing/replay-server.js';

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export const ZOTERO_KEY = 'zotero-key-with-write-access';
export const ZOTERO_GROUP = '4711';
export const CANVAS_TOKEN = 'canvas-teacher-token';
export const CANVAS_COURSE = '42';
export const ORCID_ID = '0000-0002-1825-0097';

export interface ServiceStandIns {
  url: string;
  received: Received[];
  /** The next `n` webhook deliveries are answered 500 (to see the retries). */
  failHooks(n: number): void;
  zoteroItems: Record<string, unknown>[];
  canvasModules: { id: number; name: string; items: Record<string, unknown>[] }[];
  close(): Promise<void>;
}

/** ORCID's documented `/works` answer (v3.0, JSON): two groups, the first with a DOI. */
export const ORCID_WORKS = {
  'last-modified-date': { value: 1700000000000 },
  group: [
    {
      'external-ids': { 'external-id': [{ 'external-id-type': 'doi', 'external-id-value': '10.1000/xyz123', 'external-id-relationship': 'self' }] },
      'work-summary': [
        {
          'put-code': 1001,
          type: 'journal-article',
          title: { title: { value: 'Sparse attention for long documents' } },
          'publication-date': { year: { value: '2023' }, month: { value: '05' } },
          'external-ids': { 'external-id': [{ 'external-id-type': 'doi', 'external-id-value': '10.1000/xyz123', 'external-id-relationship': 'self' }] },
          'journal-title': { value: 'Journal of Examples' },
        },
      ],
    },
    {
      'external-ids': { 'external-id': [] },
      'work-summary': [{ 'put-code': 1002, type: 'conference-paper', title: { title: { value: 'Graph methods in citation analysis' } }, 'publication-date': { year: { value: '2021' } }, 'external-ids': null }],
    },
  ],
};

export async function startServiceStandIns(): Promise<ServiceStandIns> {
  const received: Received[] = [];
  let failing = 0;
  // The group library starts with the recorded items (none of them tagged by ScholarLens).
  const zoteroItems: Record<string, unknown>[] = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'zotero', 'get-users-475425-items.json'), 'utf8'));
  const canvasModules: ServiceStandIns['canvasModules'] = [];
  let nextKey = 1;
  let nextCanvasId = 100;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const r: Received = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(r);
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      const p = r.path;
      if (p === '/hook') {
        if (failing > 0) {
          failing--;
          return send(500, 'receiver down');
        }
        return send(200, 'received');
      }
      if (p === '/slack/hook') return send(200, 'ok');
      if (p === '/slack/revoked') return send(403, 'invalid_token');
      if (p === '/teams/hook') return send(200, '1');

      if (p.startsWith('/zotero/')) {
        if (r.headers['zotero-api-key'] !== ZOTERO_KEY) return send(403, 'Forbidden');
        if (p === '/zotero/keys/current') return send(200, { key: ZOTERO_KEY, userID: 475425, username: 'z', access: { user: { library: true }, groups: { [ZOTERO_GROUP]: { library: true, write: true } } } });
        if (p === `/zotero/groups/${ZOTERO_GROUP}/items/top`) return send(200, zoteroItems.slice(0, 1));
        if (p === `/zotero/groups/${ZOTERO_GROUP}/items` && r.method === 'GET') {
          const tag = r.query.get('tag');
          const matching = zoteroItems.filter((i) => !tag || ((i.data as { tags?: { tag: string }[] }).tags ?? []).some((t) => t.tag === tag));
          const start = Number(r.query.get('start') ?? 0);
          const limit = Number(r.query.get('limit') ?? 25);
          return send(200, matching.slice(start, start + limit), { 'Total-Results': String(matching.length) });
        }
        if (p === `/zotero/groups/${ZOTERO_GROUP}/items` && r.method === 'POST') {
          if (!r.headers['zotero-write-token']) return send(428, 'Zotero-Write-Token required');
          const items = JSON.parse(r.body) as Record<string, unknown>[];
          const success: Record<string, string> = {};
          items.forEach((data, i) => {
            const key = `SL${String(nextKey++).padStart(6, '0')}`;
            zoteroItems.push({ key, version: 1, library: { type: 'group', id: Number(ZOTERO_GROUP) }, data: { key, version: 1, ...data } });
            success[String(i)] = key;
          });
          return send(200, { successful: {}, success, unchanged: {}, failed: {} });
        }
        return send(404, 'Not found');
      }

      if (p.startsWith('/canvas/')) {
        if (r.headers.authorization !== `Bearer ${CANVAS_TOKEN}`) return send(401, { errors: [{ message: 'Invalid access token.' }] });
        const base = '/canvas/api/v1/courses/';
        if (!p.startsWith(`${base}${CANVAS_COURSE}`)) return send(404, { errors: [{ message: 'The specified resource does not exist.' }] });
        const rest = p.slice(`${base}${CANVAS_COURSE}`.length);
        if (rest === '') return send(200, { id: Number(CANVAS_COURSE), name: 'Loopback Course', course_code: 'LB 101', workflow_state: 'available' });
        if (rest === '/modules' && r.method === 'GET') return send(200, canvasModules.map((m) => ({ id: m.id, name: m.name, items_count: m.items.length })));
        if (rest === '/modules' && r.method === 'POST') {
          const { module } = JSON.parse(r.body) as { module: { name: string; position?: number } };
          const m = { id: nextCanvasId++, name: module.name, items: [] };
          canvasModules.push(m);
          return send(200, { id: m.id, name: m.name, position: module.position ?? canvasModules.length, workflow_state: 'unpublished', items_count: 0 });
        }
        const item = /^\/modules\/(\d+)\/items$/.exec(rest);
        if (item && r.method === 'POST') {
          const m = canvasModules.find((x) => x.id === Number(item[1]));
          if (!m) return send(404, { errors: [{ message: 'The specified resource does not exist.' }] });
          const { module_item } = JSON.parse(r.body) as { module_item: Record<string, unknown> };
          m.items.push(module_item);
          return send(200, { id: nextCanvasId++, module_id: m.id, ...module_item });
        }
        return send(404, { errors: [{ message: 'The specified resource does not exist.' }] });
      }

      const works = /^\/orcid\/v3\.0\/([\dX-]+)\/works$/.exec(p);
      if (works) return works[1] === ORCID_ID ? send(200, ORCID_WORKS) : send(404, { 'response-code': 404, 'developer-message': 'ORCID iD not found' });
      return send(404, `no stand-in for ${r.method} ${p}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failHooks: (n) => {
      failing = n;
    },
    zoteroItems,
    canvasModules,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
