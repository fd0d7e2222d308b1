/** Shared by the search benchmarks: a whole backend on the run's private database, fed with corpus papers. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export async function startBackend(extraEnv = {}) {
  const indexDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  Object.assign(process.env, {
    FIRST_START_IMPORT: 'false',
    SEARCH_EMBEDDING_WORKER: 'false',
    VECTOR_INDEX_DIR: indexDir,
    ...extraEnv,
  });
  const { createApp } = await import('../backend/dist/src/app.js');
  const app = await createApp({ logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address();
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      fs.rmSync(indexDir, { recursive: true, force: true });
    },
  };
}

export async function ingestAll(app, records, batch = 2000) {
  const { PaperIngestion } = await import('../backend/dist/src/modules/papers/importing-papers/paper-ingestion.js');
  const { ProjectionRegistry, ReadYourWrites } = await import('../backend/dist/src/platform/projections/projections.module.js');
  let last = null;
  for (let i = 0; i < records.length; i += batch) {
    const r = await app.get(PaperIngestion).ingest(records.slice(i, i + batch), { source: 'import' });
    last = r.position ?? last;
  }
  // Every projection, not only the ones search reads: one still catching up (research facts…)
  // competes for the two cores and would be timed as search latency.
  const names = app.get(ProjectionRegistry).all().map((p) => p.name);
  if (last) await app.get(ReadYourWrites).waitFor(names, last, 600_000);
  // What autovacuum does within a minute or two of an import (it is off on some machines): marks
  // the new postings all-visible, which the relaxing step's index-only scans need to skip the table
  // (18 → 10 ms a query at 33k), and gives the planner statistics of every table the import wrote
  // (without them the ILIKE baseline took twice as long at the median: p50 325–399 → 147–170 ms).
  const { PG_POOL } = await import('../backend/dist/src/platform/database/database.module.js');
  await app.get(PG_POOL).query('vacuum analyze paper_search, paper_search_terms, paper_search_lexemes, papers');
}

export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const fmt = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');

/**
 * Opens the vector index and waits until it holds every stored vector. Its catch-up reads only
 * vectors of transactions older than every running one, and that horizon is the whole
 * PostgreSQL cluster's: a long transaction in another database (a test run, another benchmark)
 * holds it back, and a benchmark timed then would measure a partial index.
 */
export async function openAllVectors(app) {
  const { PaperVectors } = await import('../backend/dist/src/modules/discovery/search/paper-embeddings/paper-vectors.js');
  const { PG_POOL } = await import('../backend/dist/src/platform/database/database.module.js');
  const vectors = app.get(PaperVectors);
  await vectors.open();
  const { rows } = await app.get(PG_POOL).query('select count(*)::int as n from paper_embeddings where model = $1', [vectors.model]);
  for (let waited = 0; ; waited += 500) {
    await vectors.sync();
    if (vectors.ready.size() >= rows[0].n) break;
    if (waited % 10_000 === 0) console.log(`  vector index at ${vectors.ready.size()} of ${rows[0].n}: waiting for transactions in other databases`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return vectors;
}

/**
 * GET `url` over one kept-alive connection: answers the status and the body. The benchmark's
 * client shares the server's process (a client process of its own was slower: a third process
 * on two cores), so its own CPU counts in every figure; node:http costs the event loop less than
 * `fetch` (undici and web streams, ~0.3 ms a request in a CPU profile): p95 −0.6 to −1.7 ms on
 * cold hybrid title fragments in three of four alternating runs of 300, +0.2 in the fourth.
 */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
export function httpGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: keepAlive }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
