/**
 * Paper catalog benchmarks (issue 3, docs/ARCHITECTURE.md §13), on the compiled backend:
 *   1. import throughput of the real corpus (../shared/data/arxiv-corpus, 33,487 papers), end to end:
 *      parse → PaperIngestion (appendMany) → papers projection caught up
 *   2. a generated catalog of BENCH_PAPERS papers (default 1,000,000) built from the corpus — ids over
 *      15 years of months, dates spread across them, title and abstract words shuffled — imported the same way
 *   3. GET /api/papers (first page, a deep page, category pages) p50/p95/p99 over HTTP against the real
 *      server (a child process), sequential requests
 *   4. requests/s under a loopback keep-alive load generator (BENCH_CONCURRENCY, default 32, for 5 s each)
 * Needs DATABASE_URL (scripts/bench.mjs gives it a private database). BENCH_PAPERS=200000 for a quicker run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCatalogContext } from '../backend/dist/src/modules/papers/importing-papers/catalog-context.js';
import { defaultCorpusDir } from '../backend/dist/src/modules/papers/importing-papers/first-start-import.js';
import { importFiles } from '../backend/dist/src/modules/papers/importing-papers/importer.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (run through `npm run bench`)');
const PAPERS = Number(process.env.BENCH_PAPERS ?? 1_000_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

const rows = [];
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ms = (v) => (Number.isFinite(v) ? v.toFixed(2) : '-');
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const log = (m) => process.stderr.write(`${m}\n`);

const ctx = await openCatalogContext(url, url, { log });

async function timedImport(label, files) {
  const started = performance.now();
  let last = 0;
  const report = await importFiles(ctx.ingestion, files, {
    onProgress: (p) => {
      if (performance.now() - last < 10_000) return;
      last = performance.now();
      log(`  ${label}: ${fmt(p.read)} read, ${fmt(p.read / (p.elapsedMs / 1000))} papers/s`);
    },
  });
  const appended = performance.now() - started;
  await ctx.caughtUp(report.position, 3_600_000);
  const total = performance.now() - started;
  rows.push({
    benchmark: label,
    papers: fmt(report.new),
    'papers/s (end to end)': fmt(report.new / (total / 1000)),
    'appended/s': fmt(report.new / (appended / 1000)),
    seconds: (total / 1000).toFixed(1),
  });
  log(`  ${label}: ${report.new} new, ${report.unchanged} unchanged, ${report.rejected} rejected in ${(total / 1000).toFixed(1)} s`);
  return report;
}

// 1. The real corpus.
const corpusDir = defaultCorpusDir();
const corpusFiles = fs.readdirSync(corpusDir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => path.join(corpusDir, f));
log(`Importing the real corpus (${corpusFiles.map((f) => path.basename(f)).join(', ')})…`);
await timedImport('import real corpus (33k)', corpusFiles);

// 2. A generated catalog of PAPERS papers from the corpus.
const base = [];
for (const file of corpusFiles) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    const categories = Array.isArray(r.categories) ? r.categories : String(r.categories).split(/\s+/);
    const authors = Array.isArray(r.authors) ? r.authors : (r.authors_parsed ?? []).map((a) => `${a[1]} ${a[0]}`.trim());
    base.push({ title: r.title, abstract: r.summary ?? r.abstract, authors, categories, comment: r.comment ?? r.comments ?? null });
  }
}
const words = base.slice(0, 2000).flatMap((b) => b.title.split(/\s+/)).filter((w) => w.length > 3);
const genFile = path.join(os.tmpdir(), `scholarlens-catalog-${process.pid}.jsonl`);
{
  log(`Generating ${fmt(PAPERS)} papers into ${genFile}…`);
  const started = performance.now();
  const out = fs.createWriteStream(genFile);
  const MONTHS = 15 * 12; // 2011-07 … 2026-06
  let chunk = [];
  for (let i = 0; i < PAPERS; i++) {
    const b = base[i % base.length];
    const slot = i % MONTHS;
    const year = 2011 + Math.floor((slot + 6) / 12);
    const month = ((slot + 6) % 12) + 1;
    const seq = 90000 + Math.floor(i / MONTHS); // above any real id of the corpus
    const yymm = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}`;
    const day = 1 + ((i * 7919) % 28);
    const t = b.title.split(' ');
    const k = i % t.length;
    const title = [...t.slice(k), ...t.slice(0, k), words[(i * 31) % words.length]].join(' ');
    const sentences = b.abstract.split('. ');
    const s = (i >> 3) % sentences.length;
    const abstract = `${[...sentences.slice(s), ...sentences.slice(0, s)].join('. ')} ${words[(i * 17) % words.length]}.`;
    chunk.push(
      JSON.stringify({
        id: `${yymm}.${seq}`,
        categories: b.categories,
        pdf: `https://arxiv.org/pdf/${yymm}.${seq}`,
        abs: `https://arxiv.org/abs/${yymm}.${seq}`,
        authors: b.authors.length ? b.authors : ['Anonymous'],
        title,
        comment: b.comment,
        summary: abstract,
        crawl_date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      }),
    );
    if (chunk.length === 5000) {
      if (!out.write(`${chunk.join('\n')}\n`)) await new Promise((r) => out.once('drain', r));
      chunk = [];
    }
  }
  out.write(chunk.length ? `${chunk.join('\n')}\n` : '');
  await new Promise((r) => out.end(r));
  log(`  generated ${(fs.statSync(genFile).size / 1e9).toFixed(2)} GB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
try {
  await timedImport(`import generated catalog (${fmt(PAPERS)})`, [genFile]);
} finally {
  fs.rmSync(genFile, { force: true });
}
const catalogSize = Number((await ctx.pool.query('select total from paper_stats')).rows[0].total);
await ctx.pool.query('vacuum analyze papers');
await ctx.pool.query('vacuum analyze paper_categories');
await ctx.close();

// 3. The server, as in production, in a process of its own.
const port = await new Promise((resolve) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const server = spawn(process.execPath, [path.join(root, 'backend/dist/src/main.js')], {
  // Measures serving the feed: the background embedding of a million new papers and the job
  // workers (trends, tagging) would otherwise share the 2 cores with the requests being timed.
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    FIRST_START_IMPORT: 'false',
    NODE_ENV: 'production',
    SEARCH_EMBEDDING_WORKER: 'false',
    QUEUE_WORKERS_DISABLED: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const get = (p) =>
  new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
try {
  for (let i = 0; ; i++) {
    try {
      if ((await get('/api/health')).status === 200) break;
    } catch {}
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  // The server's other read models (search documents, trends facts…) start from the first event;
  // time the feed once every projection has caught up, as in steady state.
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = performance.now();
  await new Promise((r) => setTimeout(r, 10_000)); // every projection has written its first checkpoint by then
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int as behind from projection_checkpoints c,
         (select max(transaction_id::text::numeric) as tx from events) h
        where c.commit_position < h.tx`,
    );
    if (rows[0].behind === 0) break;
    process.stderr.write(`  waiting for ${rows[0].behind} projection(s) to catch up (${Math.round((performance.now() - started) / 1000)} s)\n`);
    await new Promise((r) => setTimeout(r, 5000));
  }
  await db.end();
  // A deep page: follow the cursor 50 pages in.
  let cursor = '';
  for (let i = 0; i < 50; i++) cursor = (await get(cursor ? `/api/papers?cursor=${cursor}` : '/api/papers')).headers['x-next-cursor'];
  const endpoints = [
    ['GET /api/papers (first page, 20)', '/api/papers'],
    ['GET /api/papers?limit=100', '/api/papers?limit=100'],
    ['GET /api/papers (page 51, cursor)', `/api/papers?cursor=${cursor}`],
    ['GET /api/papers?category=cs', '/api/papers?category=cs'],
    ['GET /api/papers?category=cs.CV', '/api/papers?category=cs.CV'],
    ['GET /api/papers?category=math.AP (small)', '/api/papers?category=math.AP'],
    ['GET /api/stats', '/api/stats'],
  ];
  for (const [label, p] of endpoints) {
    const first = await get(p);
    if (first.status !== 200) throw new Error(`${p} answered ${first.status}: ${first.body}`);
    for (let i = 0; i < 50; i++) await get(p); // warm-up
    const latencies = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      await get(p);
      latencies.push(performance.now() - t);
    }
    latencies.sort((a, b) => a - b);
    // 4. Throughput: CONCURRENCY keep-alive loops for LOAD_SECONDS.
    let done = 0;
    const until = performance.now() + LOAD_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const r = await get(p);
          if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
          done++;
        }
      }),
    );
    rows.push({
      benchmark: `${label} at ${fmt(catalogSize)} papers`,
      p50: ms(quantile(latencies, 0.5)),
      p95: ms(quantile(latencies, 0.95)),
      p99: ms(quantile(latencies, 0.99)),
      [`req/s (${CONCURRENCY} conns)`]: fmt(done / LOAD_SECONDS),
      bytes: first.body.length,
    });
  }
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
console.log(`\nPaper catalog on Node ${process.version}, ${os.cpus().length} CPU(s), PostgreSQL at ${new URL(url).host}:`);
console.table(rows);
