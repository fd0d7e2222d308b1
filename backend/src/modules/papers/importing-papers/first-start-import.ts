/**
 * First start: when the catalog is empty, import the corpus directory (CORPUS_DIR, default
 * `<repo>/../shared/data/arxiv-corpus`, every *.jsonl) in the background; the app serves requests
 * meanwhile and the feed fills as batches are projected. Only one process imports (advisory lock).
 *
 * Skipped under tests (NODE_ENV=test or node --test) unless FIRST_START_IMPORT=true, and whenever
 * FIRST_START_IMPORT=false. `done` resolves with what happened: other first-start work (the
 * acquisition context's first arXiv sync) can await it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { REPO_ROOT } from '../../../platform/config/config.js';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { acquireImportLock } from './import-lock.js';
import { type ImportReport, describeImport, importFiles } from './importer.js';
import { PaperIngestion } from './paper-ingestion.js';

export type FirstStartOutcome =
  | { status: 'skipped'; reason: string }
  | { status: 'not-empty' }
  | { status: 'busy' }
  | { status: 'no-corpus'; dir: string }
  | { status: 'imported'; report: ImportReport }
  | { status: 'failed'; error: Error };

export function defaultCorpusDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CORPUS_DIR ? path.resolve(env.CORPUS_DIR) : path.resolve(REPO_ROOT, '../shared/data/arxiv-corpus');
}

export function firstStartEnabled(env: NodeJS.ProcessEnv = process.env): { enabled: boolean; reason: string } {
  if (env.FIRST_START_IMPORT === 'true') return { enabled: true, reason: 'FIRST_START_IMPORT=true' };
  if (env.FIRST_START_IMPORT === 'false') return { enabled: false, reason: 'FIRST_START_IMPORT=false' };
  if (env.NODE_ENV === 'test' || env.NODE_TEST_CONTEXT) return { enabled: false, reason: 'tests (set FIRST_START_IMPORT=true to enable)' };
  return { enabled: true, reason: 'default' };
}

/** Whether the catalog has no paper yet: neither in the read model nor in the log. */
export async function catalogIsEmpty(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ any: boolean }>(
    `select exists (select 1 from papers) or exists (select 1 from events where type = 'PaperImported') as any`,
  );
  return !rows[0].any;
}

@Injectable()
export class FirstStartImport implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('FirstStart');
  private readonly abort = new AbortController();
  private resolveDone!: (outcome: FirstStartOutcome) => void;
  /** What the first-start import did (resolves once it is over, or at once when it does not run). */
  readonly done: Promise<FirstStartOutcome> = new Promise((resolve) => (this.resolveDone = resolve));

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PaperIngestion) private readonly ingestion: PaperIngestion,
  ) {}

  onApplicationBootstrap(): void {
    // In the background: the app is usable while it runs.
    void this.run().then(this.resolveDone, (error: Error) => this.resolveDone({ status: 'failed', error }));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.abort.abort();
    await this.done;
  }

  async run(env: NodeJS.ProcessEnv = process.env): Promise<FirstStartOutcome> {
    const { enabled, reason } = firstStartEnabled(env);
    if (!enabled) return { status: 'skipped', reason };
    if (!(await catalogIsEmpty(this.pool))) return { status: 'not-empty' };
    const dir = defaultCorpusDir(env);
    const files = (await fs.readdir(dir).catch(() => null))
      ?.filter((f) => f.endsWith('.jsonl'))
      .sort()
      .map((f) => path.join(dir, f));
    if (!files || files.length === 0) {
      this.logger.log(
        `The catalog is empty and there is no corpus at ${dir} (set CORPUS_DIR). ` +
          'Import arXiv metadata with `npm run import -- <file.jsonl>`, or press the sync button in the feed to fetch recent papers from arXiv.',
      );
      return { status: 'no-corpus', dir };
    }
    const lock = await acquireImportLock(this.pool, false);
    if (!lock) {
      this.logger.log('The catalog is empty; another process is importing it already.');
      return { status: 'busy' };
    }
    try {
      if (!(await catalogIsEmpty(this.pool))) return { status: 'not-empty' };
      this.logger.log(`The catalog is empty: importing ${files.length} corpus file(s) from ${dir} in the background (${files.map((f) => path.basename(f)).join(', ')}).`);
      let lastLog = performance.now();
      const report = await importFiles(this.ingestion, files, {
        signal: this.abort.signal,
        onProgress: (p) => {
          if (performance.now() - lastLog < 5000) return;
          lastLog = performance.now();
          this.logger.log(`First-start import: ${p.read} papers read, ${p.new} new (${Math.round(p.read / (p.elapsedMs / 1000))} papers/s)…`);
        },
      });
      for (const line of describeImport(report, 5)) this.logger.log(line);
      return { status: 'imported', report };
    } catch (err) {
      if (this.abort.signal.aborted) return { status: 'skipped', reason: 'shutting down' };
      this.logger.error(`First-start import failed: ${(err as Error).message}. Import by hand with \`npm run import -- <file.jsonl>\`.`);
      return { status: 'failed', error: err as Error };
    } finally {
      await lock.release();
    }
  }
}
