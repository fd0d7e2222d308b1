/**
 * `npm run import -- <file…>`: imports arXiv metadata files (daily listings or bulk snapshot
 * JSON Lines) into the catalog, streaming, in batches; a progress bar on stderr; then waits for
 * the catalog read model and prints the summary. Idempotent: importing a file twice adds nothing.
 * Exit 0 done (malformed lines are reported, not fatal), 1 failed, 2 bad arguments.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../platform/config/config.js';
import { openCatalogContext } from './catalog-context.js';
import { acquireImportLock } from './import-lock.js';
import { type ImportProgress, describeImport, importFiles } from './importer.js';

// npm runs scripts in the workspace folder; INIT_CWD is where the user typed the command.
const cwd = process.env.INIT_CWD ?? process.cwd();
const files = process.argv
  .slice(2)
  .filter((a) => a !== '--')
  .map((f) => path.resolve(cwd, f));
if (files.length === 0) {
  console.error('Usage: npm run import -- <file.jsonl> [more files…]\n  arXiv metadata in JSON Lines: daily listings or the bulk snapshot (Kaggle) format.');
  process.exit(2);
}
const missing = files.filter((f) => !fs.existsSync(f) || !fs.statSync(f).isFile());
if (missing.length > 0) {
  console.error(`Not a file: ${missing.join(', ')}`);
  process.exit(2);
}

const config = loadConfig();
const ctx = await openCatalogContext(config.databaseUrl, config.eventStoreUrl, { log: (m) => console.error(m) });
let code = 0;
let lock = null;
try {
  lock = await acquireImportLock(ctx.pool, false);
  if (!lock) {
    console.error('Another import is running against this database; waiting for it to finish…');
    lock = await acquireImportLock(ctx.pool, true);
  }
  const tty = process.stderr.isTTY;
  let lastLine = 0;
  const bar = (p: ImportProgress) => {
    const now = performance.now();
    if (!tty && now - lastLine < 2000) return;
    lastLine = now;
    const rate = Math.round(p.read / Math.max(p.elapsedMs / 1000, 0.001));
    const line = `[${p.fileIndex + 1}/${p.files}] ${path.basename(p.file)}: ${p.read} read, ${p.new} new, ${p.updated} updated, ${p.unchanged} unchanged, ${p.rejected} rejected · ${rate} papers/s`;
    if (tty) process.stderr.write(`\r\x1b[K${line}`);
    else process.stderr.write(`${line}\n`);
  };
  const started = performance.now();
  const report = await importFiles(ctx.ingestion, files, { onProgress: bar });
  if (tty) process.stderr.write('\n');
  if (report.position) {
    process.stderr.write('Waiting for the catalog read model to catch up…\n');
    await ctx.caughtUp(report.position);
  }
  // End to end: parsing, appending and projecting.
  report.elapsedMs = performance.now() - started;
  for (const line of describeImport(report)) console.log(line);
  const total = await ctx.pool.query<{ total: number }>('select total from paper_stats');
  console.log(`The catalog now holds ${Number(total.rows[0]?.total ?? 0)} papers.`);
} catch (err) {
  console.error(`Import failed: ${(err as Error).stack ?? err}`);
  code = 1;
} finally {
  await lock?.release();
  await ctx.close();
}
process.exit(code);
