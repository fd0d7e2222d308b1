/**
 * Search speed (issue 4): p50/p95 of GET /api/papers/search over loopback HTTP on the real 33k
 * corpus, against a naive ILIKE scan of the same papers as the baseline ratio. Vectors are
 * synthetic unit vectors written to paper_embeddings (HNSW latency does not depend on what the
 * vectors mean; embedding 33k abstracts takes ~25 min of CPU); queries are embedded for real by
 * the local encoder: "cold" = each query new (embedding included), "warm" = repeated queries
 * (the query-vector cache answers). SEARCH_BENCH_REQUESTS sets requests per case (default 200).
 * The 1M-paper run is not part of this file yet (see README "Search at scale").
 */
import { fmt, ingestAll, quantile, startBackend } from './search-common.mjs';

const REQUESTS = Number(process.env.SEARCH_BENCH_REQUESTS ?? 200);
const WORDS = 'neural network image recognition language model quantum graph learning diffusion video segmentation speech translation robot agent reasoning code channel antenna auction equilibrium galaxy black hole algebra variety entanglement retrieval detection tracking compression'.split(' ');

const { readCorpus } = await import('../backend/dist/src/modules/search/testing/corpus-slice.js');
const all = await readCorpus();
const backend = await startBackend();
try {
  let t = performance.now();
  await ingestAll(backend.app, all);
  console.log(`Imported ${all.length} papers in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const { PG_POOL } = await import('../backend/dist/src/platform/database/database.module.js');
  const { PaperVectors } = await import('../backend/dist/src/modules/search/embedding-papers/paper-vectors.js');
  const pool = backend.app.get(PG_POOL);
  const vectors = backend.app.get(PaperVectors);
  t = performance.now();
  // Synthetic unit vectors from JS (float32 bytes), in pages.
  const { rows } = await pool.query('select paper_id, content_hash from paper_search');
  for (let i = 0; i < rows.length; i += 2000) {
    const page = rows.slice(i, i + 2000);
    const bytes = page.map(() => {
      const v = new Float32Array(512);
      let n = 0;
      for (let d = 0; d < 512; d++) n += (v[d] = Math.random() - 0.5) ** 2;
      for (let d = 0; d < 512; d++) v[d] /= Math.sqrt(n);
      return Buffer.from(v.buffer);
    });
    await pool.query(
      `insert into paper_embeddings (paper_id, model, dimensions, content_hash, vector)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::bytea[])`,
      [page.map((r) => r.paper_id), page.map(() => vectors.model), page.map(() => 512), page.map((r) => r.content_hash), bytes],
    );
  }
  await vectors.open();
  await vectors.sync();
  console.log(`Vector index: ${vectors.ready.size()} synthetic vectors, built in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const queries = (n, seed) =>
    Array.from({ length: n }, (_, i) => {
      const a = WORDS[(i * 7 + seed) % WORDS.length];
      const b = WORDS[(i * 13 + seed * 3 + 5) % WORDS.length];
      return i % 3 === 0 ? a : `${a} ${b}`;
    });
  async function time(label, list, extra = '') {
    for (const q of list.slice(0, 10)) await fetch(`${backend.baseUrl}/api/papers/search?q=${encodeURIComponent(q)}${extra}`); // warm-up
    const lat = [];
    for (const q of list) {
      const s = performance.now();
      const res = await fetch(`${backend.baseUrl}/api/papers/search?q=${encodeURIComponent(q)}${extra}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
      lat.push(performance.now() - s);
    }
    lat.sort((x, y) => x - y);
    return { case: label, requests: lat.length, p50: quantile(lat, 0.5), p95: quantile(lat, 0.95) };
  }
  const distinct = [...new Set(queries(REQUESTS * 3, 1))].map((q, i) => `${q} ${WORDS[i % WORDS.length]}`).slice(0, REQUESTS);
  const results = [];
  results.push(await time('hybrid, warm (repeated queries)', queries(REQUESTS, 2)));
  results.push(await time('hybrid, cold (new query each time: embedding included)', distinct.map((q, i) => `${q} ${i}`)));
  results.push(await time('lexical only', queries(REQUESTS, 4), '&mode=lexical'));
  results.push(await time('vector only, warm', queries(REQUESTS, 2), '&mode=vector'));
  // Baseline: the naive scan, every word ILIKE over title and abstract, newest first.
  const lat = [];
  for (const q of queries(Math.min(REQUESTS, 50), 4)) {
    const words = q.split(' ');
    const s = performance.now();
    await pool.query(
      `select id from papers where ${words.map((_, i) => `(title ilike $${i + 1} or abstract ilike $${i + 1})`).join(' and ')} order by published_date desc limit 20`,
      words.map((w) => `%${w}%`),
    );
    lat.push(performance.now() - s);
  }
  lat.sort((x, y) => x - y);
  const baseline = { case: 'baseline: naive ILIKE scan (SQL only)', requests: lat.length, p50: quantile(lat, 0.5), p95: quantile(lat, 0.95) };
  results.push(baseline);
  console.log(`Search latency at ${all.length} papers (2 cores, loopback HTTP):`);
  console.table(results.map((r) => ({ ...r, p50: `${fmt(r.p50)} ms`, p95: `${fmt(r.p95)} ms`, 'p95 vs ILIKE': `${(baseline.p95 / r.p95).toFixed(1)}x faster` })));
} finally {
  await backend.close();
}
process.exit(0);
