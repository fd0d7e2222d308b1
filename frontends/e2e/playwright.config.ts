import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build served by the real backend, in Debian Chromium.
 * Two servers share the run's private database: the main one, and one whose remotes manifest
 * points the admin remote at an address nobody listens on (and which leaves projecting and jobs to the first).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BROKEN_PORT = PORT + 1;
/** The replay of recorded OpenAlex responses the main server's live research access talks to. */
const OPENALEX_PORT = PORT + 2;
const backend = '../../backend/dist/src/main.js';

/** A browser run signs in and asks the AI far faster than a person; the backend's API tests check the real rate limits. */
const RAISED_RATE_LIMITS = Object.fromEntries(
  ['AI_PER_MINUTE', 'SIGN_IN_PER_MINUTE', 'SIGN_UP_PER_HOUR', 'WRITES_PER_MINUTE', 'READS_PER_MINUTE', 'API_KEY_PER_MINUTE'].map((n) => [`RATE_LIMIT_${n}`, '100000']),
);

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  ...RAISED_RATE_LIMITS,
  ...(process.env as Record<string, string>),
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  ...extra,
});

/** Loopback course catalogues and empty arXiv answers for the admin console (support/admin-fixtures.mjs). */
const ADMIN_FIXTURES_PORT = PORT + 3;
export const ADMIN_FIXTURES_URL = `http://127.0.0.1:${ADMIN_FIXTURES_PORT}`;
/** Both servers share the run's queues (the first runs the jobs), so both get the same scraping and arXiv addresses. */
const adminFixturesEnv = {
  SCRAPING_UNIVERSITIES_JSON: JSON.stringify([
    { name: 'E2E Fast University', domain: 'fast.e2e.edu', country: 'US', countryName: 'United States', studentsEstimate: 12000, coursesEstimate: 3, catalogueUrls: [`${ADMIN_FIXTURES_URL}/a/catalog`] },
    { name: 'E2E Failing University', domain: 'failing.e2e.de', country: 'DE', countryName: 'Germany', studentsEstimate: 8000, coursesEstimate: 5, catalogueUrls: [`${ADMIN_FIXTURES_URL}/b/catalog`] },
    // Another host name for the same server, so the slow pages wait at their own per-host gate.
    { name: 'E2E Slow University', domain: 'slow.e2e.ac.uk', country: 'GB', countryName: 'United Kingdom', studentsEstimate: 20000, coursesEstimate: 4, catalogueUrls: [`http://localhost:${ADMIN_FIXTURES_PORT}/c/catalog`] },
  ]),
  SCRAPING_ALLOW_PRIVATE_HOSTS: 'true',
  // The integrations' stand-ins (webhook receiver, Slack, Zotero…) listen on loopback too.
  INTEGRATION_ALLOW_PRIVATE_HOSTS: 'true',
  SCRAPING_MIN_INTERVAL_MS: '100',
  SCRAPING_MAX_RETRIES: '0',
  ARXIV_API_URL: `${ADMIN_FIXTURES_URL}/api/query`,
  OAI_PMH_URL: `${ADMIN_FIXTURES_URL}/oai2`,
  OAI_MIN_INTERVAL_MS: '50',
  ARXIV_MIN_INTERVAL_MS: '50',
};

export const BASE_URL = `http://localhost:${PORT}`;
/**
 * Tests that write AI results, notes and usage to the run's catalog (summaries, tags, intelligence):
 * they run after the others, some of which assert on a catalog without them (no summaries yet:
 * AI quality "—"), so project `with-catalog` depends on `chromium`. The team chat's test joins Ada
 * to the demo institution and adds teams, which the institution portal's test starts without.
 */
const CATALOG_TESTS = /(paper-(ai|notes|citation)|collaboration|courses|search-alerts|team-library|integrations)\.spec\.ts$/;
export const BROKEN_ADMIN_URL = `http://localhost:${BROKEN_PORT}`;
export const OPENALEX_REPLAY_URL = `http://127.0.0.1:${OPENALEX_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: CATALOG_TESTS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'with-catalog', testMatch: CATALOG_TESTS, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: `node support/admin-fixtures.mjs ${ADMIN_FIXTURES_PORT}`,
      url: `${ADMIN_FIXTURES_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node support/openalex-replay.mjs ${OPENALEX_PORT}`,
      url: `${OPENALEX_REPLAY_URL}/works/W2741809807`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${backend}`,
      url: `${BASE_URL}/api/health`,
      env: serverEnv(PORT, { ...adminFixturesEnv, OPENALEX_URL: OPENALEX_REPLAY_URL, OPENALEX_API_KEY: 'e2e-replay-key', OPENALEX_CACHE_TTL_MS: '0' }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${backend}`,
      url: `${BROKEN_ADMIN_URL}/api/health`,
      env: serverEnv(BROKEN_PORT, {
        ...adminFixturesEnv,
        REMOTE_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js',
        PROJECTIONS_DISABLED: 'true',
        // Jobs are the first server's: this one has no OpenAlex key, so an analytics sync it picked up
        // from the shared queue failed at once and went back with backoff, either server taking the
        // retry, while the test waited (seen in CI: the overview never appeared).
        QUEUE_WORKERS_DISABLED: 'true',
        // No live research access here: its "not configured" state is tested on this server.
        OPENALEX_API_KEY: '',
      }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
