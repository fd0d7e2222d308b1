import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build served by the real backend, in Debian Chromium.
 * Two servers share the run's private database: the main one, and one whose remotes manifest
 * points the admin remote at an address nobody listens on (and which leaves projecting to the first).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BROKEN_PORT = PORT + 1;
/** The replay of recorded OpenAlex responses the main server's live research access talks to. */
const OPENALEX_PORT = PORT + 2;
const backend = '../../backend/dist/src/main.js';

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  ...(process.env as Record<string, string>),
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  ...extra,
});

export const BASE_URL = `http://localhost:${PORT}`;
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
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
      env: serverEnv(PORT, { OPENALEX_URL: OPENALEX_REPLAY_URL, OPENALEX_API_KEY: 'e2e-replay-key', OPENALEX_CACHE_TTL_MS: '0' }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${backend}`,
      url: `${BROKEN_ADMIN_URL}/api/health`,
      env: serverEnv(BROKEN_PORT, {
        REMOTE_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js',
        PROJECTIONS_DISABLED: 'true',
      }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
