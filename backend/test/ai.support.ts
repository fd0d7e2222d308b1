/** A test app on a database of the file's own, with a slice of the real corpus imported, local AI and no embedding worker. */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { PaperIngestion } from '../src/modules/papers/importing-papers/paper-ingestion.js';
import { importFiles } from '../src/modules/papers/importing-papers/importer.js';
import { CORPUS, corpusLines, tempDir, writeLines } from '../src/modules/papers/testing/corpus.js';
import type { Pool } from '../src/platform/database/database.js';
import { dropDatabase } from '../src/platform/database/database.js';
import { PG_POOL } from '../src/platform/database/database.module.js';
import { waitForProjections } from '../src/platform/projections/projection-runner.js';
import { type TestApp, startTestApp } from './support/test-app.js';

export interface AiTestApp extends TestApp {
  pool: Pool;
  databaseUrl: string;
}

export async function startAiTestApp(name: string, papers = 200, env: Record<string, string> = {}, options: Parameters<typeof startTestApp>[1] = {}): Promise<AiTestApp> {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scholarlens_dev_test');
  base.pathname = `/${decodeURIComponent(base.pathname.slice(1)).slice(0, 40)}_${name}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = base.toString();
  const t = await startTestApp({
    DATABASE_URL: databaseUrl,
    EVENT_STORE_URL: databaseUrl,
    FIRST_START_IMPORT: 'false',
    SEARCH_EMBEDDING_WORKER: 'false',
    AI_PROVIDER: 'local',
    ...env,
  }, options);
  const pool = t.app.get<Pool>(PG_POOL);
  if (papers > 0) {
    const file = writeLines(tempDir(), 'daily.jsonl', await corpusLines(CORPUS.daily, papers));
    const report = await importFiles(t.app.get(PaperIngestion), [file]);
    assert.ok(report.new > 0);
    await waitForProjections(pool, ['papers', 'paper_search'], report.position!, 60_000);
  }
  return {
    ...t,
    pool,
    databaseUrl,
    close: async () => {
      await t.close();
      await dropDatabase(databaseUrl);
    },
  };
}
