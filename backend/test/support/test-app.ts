/**
 * Starts the whole backend for API tests, listening on an ephemeral port of 127.0.0.1 with
 * PUBLIC_URL set to that very address, so the local OIDC issuer's URLs (discovery, redirects)
 * are real and the sign-in flow runs over HTTP exactly as in a browser.
 *
 * Uses DATABASE_URL and REDIS_PREFIX from the environment (scripts/test.mjs gives each run a
 * private database and key prefix); without DATABASE_URL it creates a scratch database and drops
 * it on close.
 */
import net from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { dropDatabase } from '../../src/platform/database/database.js';
import type { DemoAccountKey } from '../../src/platform/auth/demo-accounts.js';
import { type Agent, type SignInResult, signIn } from './sign-in.js';

export interface TestApp {
  app: INestApplication;
  /** `http://127.0.0.1:<port>`: the app's PUBLIC_URL and the origin of its pages. */
  baseUrl: string;
  /** A fresh cookie jar, signed out. */
  anonymous(): Agent;
  /** A cookie jar signed in as a demo account (one per account, cached). */
  as(account: DemoAccountKey): Promise<Agent>;
  /** The user a demo account is (after `as(account)`). */
  userOf(account: DemoAccountKey): Promise<SignInResult['user']>;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `options.logDestination`: the app's log lines go there (a test that reads the log). */
export async function startTestApp(env: Record<string, string> = {}, options: { logDestination?: DestinationStream } = {}): Promise<TestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let scratchDatabase: string | null = null;
  if (!process.env.DATABASE_URL) {
    scratchDatabase = `postgres://postgres@127.0.0.1:5432/scholarlens_test_${process.pid}_${Date.now()}`;
    process.env.DATABASE_URL = scratchDatabase;
  }
  Object.assign(process.env, { PORT: String(port), PUBLIC_URL: baseUrl, OIDC_ISSUER: '' }, env);
  const app = await createApp({ logger: process.env.TEST_LOGS === 'true', logDestination: options.logDestination });
  await app.listen(port, '127.0.0.1');

  const agents = new Map<DemoAccountKey, Promise<SignInResult>>();
  const signedIn = (account: DemoAccountKey) => {
    let result = agents.get(account);
    if (!result) {
      const agent = request.agent(baseUrl);
      result = signIn(agent, account, baseUrl);
      agents.set(account, result);
    }
    return result;
  };

  return {
    app,
    baseUrl,
    anonymous: () => request.agent(baseUrl),
    as: async (account) => (await signedIn(account)).agent,
    userOf: async (account) => (await signedIn(account)).user,
    close: async () => {
      await app.close();
      if (scratchDatabase) await dropDatabase(scratchDatabase);
    },
  };
}
