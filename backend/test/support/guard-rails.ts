/**
 * The application the guard-rail tests (authorization matrix, input fuzzing) call every route of:
 * a private database and Redis prefix, and every external service the configuration names
 * pointed at one loopback replay server, so whatever work a route starts (syncs, harvests,
 * scrapes, probes, AI calls) never leaves this machine. The replay answers 404 or 503, except
 * OpenAlex lists, answered with an empty page (so a valid live-list call answers 200, and a 5xx
 * from these routes is ours, not the stand-in's). Job waits are short: no route holds a call long.
 *
 * `assertOffline` checks the loaded configuration itself: any URL in it that is not loopback
 * fails the test before a single route is called.
 */
import assert from 'node:assert/strict';
import diagnosticsChannel from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'express';
import { PaperIngestion } from '../../src/modules/papers/importing-papers/paper-ingestion.js';
import { importFiles } from '../../src/modules/papers/importing-papers/importer.js';
import { CORPUS, corpusLines, writeLines } from '../../src/modules/papers/testing/corpus.js';
import { ACCESS_DECISIONS, type AccessDecision } from '../../src/platform/auth/access.js';
import type { AppConfig } from '../../src/platform/config/config.js';
import { APP_CONFIG } from '../../src/platform/config/config.module.js';
import { PG_POOL } from '../../src/platform/database/database.module.js';
import type { Pool } from '../../src/platform/database/database.js';
import { type RouteEntry, readRouteTable } from '../../src/platform/http/route-table.js';
import { waitForProjections } from '../../src/platform/projections/projection-runner.js';
import { type ReplayServer, startReplayServer } from '../../src/platform/testing/replay-server.js';
import { type PrivateEnv, privateEnv } from './private-env.js';
import { type TestApp, startTestApp } from './test-app.js';

export interface GuardRailsApp {
  t: TestApp;
  replay: ReplayServer;
  routes: RouteEntry[];
  /** Names the next request (`tag(req)` sets the header), to find the guard's decision on it. */
  nextCallId(): string;
  /** The guard's decisions on the request sent with that id (normally exactly one). */
  decisionsOf(callId: string): AccessDecision[];
  close(): Promise<void>;
}

export const CALL_ID_HEADER = 'x-guard-rails-call';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** `papers`: how many papers of the real corpus to import first (0: an empty catalog). */
export async function startGuardRailsApp(options: { papers?: number; env?: Record<string, string> } = {}): Promise<GuardRailsApp> {
  const replay = await startReplayServer((req) => {
    if (req.path === '/openalex/works') return { status: 200, headers: JSON_HEADERS, body: '{"meta":{"count":0,"next_cursor":null},"results":[]}' };
    if (req.path === '/nih-reporter/v2/projects/search') return { status: 200, headers: JSON_HEADERS, body: '{"meta":{"total":0},"results":[]}' };
    if (req.path.startsWith('/catalogue')) return { status: 503, headers: { 'content-type': 'text/plain' }, body: 'catalogue down' };
    return undefined; // 404
  });
  const env: PrivateEnv = await privateEnv();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scholarlens-guard-rails-'));
  const t = await startTestApp({
    ...env.env,
    DATA_DIR: dataDir,
    FIRST_START_IMPORT: 'false',
    ARXIV_FIRST_START_SYNC: 'false',
    SEARCH_EMBEDDING_WORKER: 'false',
    // External services: all on the loopback replay.
    ARXIV_API_URL: `${replay.url}/arxiv/api/query`,
    OAI_PMH_URL: `${replay.url}/oai2`,
    OPENALEX_URL: `${replay.url}/openalex`,
    ZOTERO_API_URL: `${replay.url}/zotero`,
    ORCID_API_URL: `${replay.url}/orcid/v3.0`,
    OPENALEX_API_KEY: 'guard-rails-key',
    OPENAI_BASE_URL: `${replay.url}/openai/v1`,
    GRANTS_SOURCE: 'nih-reporter',
    NIH_REPORTER_URL: `${replay.url}/nih-reporter/v2/projects/search`,
    OPENAI_API_KEY: '',
    AI_PROVIDER: 'local',
    ARXIV_S3_ACCESS_KEY_ID: '',
    ARXIV_S3_SECRET_ACCESS_KEY: '',
    ARXIV_S3_ENDPOINT: `${replay.url}/s3`,
    SCRAPING_UNIVERSITIES_JSON: JSON.stringify([
      {
        name: 'Loopback University',
        domain: 'loopback.example.edu',
        country: 'US',
        countryName: 'United States',
        studentsEstimate: 1,
        coursesEstimate: 1,
        catalogueUrls: [`${replay.url}/catalogue/`],
      },
    ]),
    SCRAPING_ALLOW_PRIVATE_HOSTS: 'true',
    INTEGRATION_ALLOW_PRIVATE_HOSTS: 'true',
    SCRAPING_USER_AGENT: 'ScholarLensGuardRails/1',
    // Short waits, no retries: a route that starts work answers at once.
    ARXIV_SYNC_WAIT_MS: '50',
    ARXIV_SYNC_ATTEMPTS: '1',
    ARXIV_MIN_INTERVAL_MS: '10',
    ARXIV_MAX_RETRIES: '0',
    ARXIV_BACKOFF_MS: '10',
    OAI_MIN_INTERVAL_MS: '10',
    OAI_MAX_RETRIES: '0',
    OAI_BACKOFF_MS: '10',
    OPENALEX_MIN_INTERVAL_MS: '0',
    OPENALEX_MAX_RETRIES: '0',
    OPENALEX_TIMEOUT_MS: '2000',
    OPENAI_TIMEOUT_MS: '2000',
    OPENAI_MAX_RETRIES: '0',
    AUTO_TAG_WAIT_MS: '50',
    RESEARCH_TRENDS_WAIT_MS: '50',
    DATA_SOURCES_PROBE_TIMEOUT_MS: '1000',
    SCRAPING_MIN_INTERVAL_MS: '10',
    SCRAPING_MAX_RETRIES: '0',
    SCRAPING_TIMEOUT_MS: '2000',
    SCRAPING_MAX_PAGES: '2',
    QUEUE_ATTEMPTS: '1',
    QUEUE_BACKOFF_MS: '10',
    ...options.env,
  });
  assertOffline(t.app.get<AppConfig>(APP_CONFIG));
  if (options.papers) {
    const file = writeLines(dataDir, 'papers.jsonl', await corpusLines(CORPUS.daily, options.papers));
    const report = await importFiles(t.app.get(PaperIngestion), [file]);
    await waitForProjections(t.app.get<Pool>(PG_POOL), ['papers', 'paper_search'], report.position!, 30_000);
  }

  let calls = 0;
  const decisions = new Map<string, AccessDecision[]>();
  const onDecision = (message: unknown) => {
    const decision = message as AccessDecision;
    const id = (decision.request as Request).get(CALL_ID_HEADER);
    if (id) decisions.set(id, [...(decisions.get(id) ?? []), decision]);
  };
  diagnosticsChannel.subscribe(ACCESS_DECISIONS.name, onDecision);

  return {
    t,
    replay,
    routes: readRouteTable(t.app),
    nextCallId: () => String(++calls),
    decisionsOf: (id) => decisions.get(id) ?? [],
    close: async () => {
      diagnosticsChannel.unsubscribe(ACCESS_DECISIONS.name, onDecision);
      await t?.close();
      await env.drop();
      await replay.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Syntactically plausible ids that name nothing, by path param name (any other: a UUID). */
const UNKNOWN_PARAM: Record<string, string> = {
  workId: 'W999999999999',
  category: 'guard-rails',
  query: 'guard rails',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

/** The route's path with each `:param` given a plausible id that names nothing (or `values[param]`). */
export function concretePath(route: RouteEntry, values: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    name in values ? values[name] : encodeURIComponent(UNKNOWN_PARAM[name] ?? UNKNOWN_ID),
  );
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Every URL in the configuration (at any depth, inside JSON strings too) is on this machine. */
export function assertOffline(config: AppConfig): void {
  assert.ok(
    config.scraping.universitiesJson || config.scraping.universitiesFile,
    'the shipped scraping list points at universities on the internet: set SCRAPING_UNIVERSITIES_JSON',
  );
  assert.equal(config.oidc.issuer, null, 'an external OIDC issuer is configured');
  const urls: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') urls.push(...(value.match(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi) ?? []));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(config);
  for (const url of urls) {
    assert.ok(LOOPBACK.has(new URL(url).hostname), `the configuration points outside this machine: ${url}`);
  }
}
