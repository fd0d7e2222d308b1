/**
 * Search speed (issues 4 and 37): p50/p95 of GET /api/papers/search over loopback HTTP on the real
 * 33k corpus, against a naive ILIKE scan of the same papers and a naive full-text query (the
 * query's lexemes OR-ed, ranked by ts_rank_cd), with the hybrid/naive ratio printed: figures, not
 * gates (absolute latency depends on the machine more than on the code). Each paper's vector
 * is the local encoder's embedding of its title, written to paper_embeddings: real vectors of the
 * real model (abstracts, as the app embeds, would take hours of CPU; titles ~16 min on the first
 * run, then they come from DATA_DIR/embeddings-cache). HNSW's cost depends on the vectors' shape:
 * uniformly random unit vectors, which earlier runs used, are its worst case (at 33k, ef 256:
 * 4.5 ms a search, and 44% of the true 10 nearest found). Queries are embedded for real by the
 * local encoder, and the HNSW recall@10 against an exact scan is printed.
 *
 * "Cold" = each query new to the server (no cached ranking or query vector; title fragments as
 * people type them, and unrelated word mixes as the worst case), "repeated" = queries whose
 * ranking is cached. SEARCH_BENCH_REQUESTS sets requests per case (default 200).
 *
 * Scale run: BENCH_SEARCH_PAPERS=1000000 grows the catalog past the real corpus by generating rows
 * straight into `papers` and `paper_search` with SQL (new ids, dates shifted month by month, each
 * copy pairing a corpus title with another paper's abstract so word combinations vary). Their
 * vectors are their title's vector with noise (cosine ~0.9 to it), straight into the in-memory
 * index (not `paper_embeddings`), at most BENCH_SEARCH_VECTORS of them (default: all), quantized
 * as VECTOR_INDEX_QUANTIZATION says (i8 by default: ~0.5 GB at 1M instead of 2 GB); ~100 s for 1M. The
 * whole 1M run takes ~30 min on 2 cores; run again on the same DATABASE_URL, the benchmark
 * measures what is there (its pages then warm in the OS cache) and only rebuilds the vector index.
 */
import os from 'node:os';
import usearch from 'usearch';
import { cpuPerRequest, cpuSnapshot } from './cpu-meter.mjs';
import { fmt, httpGet, ingestAll, openAllVectors, quantile, startBackend } from './search-common.mjs';

const REQUESTS = Number(process.env.SEARCH_BENCH_REQUESTS ?? 200);
const TARGET = Number(process.env.BENCH_SEARCH_PAPERS ?? 0);
const MAX_VECTORS = Number(process.env.BENCH_SEARCH_VECTORS ?? Infinity);

/** A unit vector near `base` (a generated copy's vector: its title's, with noise). */
function nearVector(base) {
  const v = new Float32Array(base.length);
  let n = 0;
  for (let d = 0; d < v.length; d++) {
    v[d] = base[d] + (Math.random() - 0.5) * 0.07;
    n += v[d] ** 2;
  }
  for (let d = 0; d < v.length; d++) v[d] /= Math.sqrt(n);
  return v;
}

/**
 * Generated papers beyond the corpus, straight into both read models; answers how many.
 *
 * Their postings (paper_search_terms) are loaded once at the end instead of by the insert trigger:
 * written row by row into two btrees, ~116 postings a paper, they took ~2.5 min per 33k papers
 * (~75 min at 1M). The same rows, written by the same function the trigger uses, with the indexes
 * built afterwards from sorted input. Searching reads what the trigger would have written.
 */
async function generate(pool, corpusSize, target) {
  const extra = target - corpusSize;
  if (extra <= 0) return 0;
  const reps = Math.ceil(extra / corpusSize);
  await pool.query('alter table paper_search disable trigger paper_search_terms_inserted');
  for (let g = 1; g <= reps; g++) {
    const n = Math.min(corpusSize, extra - (g - 1) * corpusSize);
    await pool.query(
      `with base as (select row_number() over (order by paper_id) as rn, * from paper_search where paper_id not like '%~%'),
            total as (select count(*) as n from base)
       insert into paper_search (paper_id, arxiv_id, title, authors, abstract, categories, published_date, updated_at)
       select b.paper_id || '~' || $1::int, b.arxiv_id || '~' || $1::int, b.title, b.authors, o.abstract, b.categories,
              (b.published_date - make_interval(months => $1::int))::date, now()
         from base b cross join total t join base o on o.rn = ((b.rn + $1::int * 7919) % t.n) + 1
        where b.rn <= $2`,
      [g, n],
    );
    await pool.query(
      `insert into papers (id, arxiv_id, title, authors, abstract, categories, published_date, source, revision, added_at, updated_at)
       select s.paper_id, s.arxiv_id, s.title, to_jsonb(s.authors), s.abstract, to_jsonb(s.categories), s.published_date, 'bench', 0, now(), now()
         from paper_search s where s.paper_id like $1`,
      [`%~${g}`],
    );
    if (g % 5 === 0 || g === reps) console.log(`  generated ${Math.min(extra, g * corpusSize)} of ${extra} papers`);
  }
  await pool.query('alter table paper_search enable trigger paper_search_terms_inserted');
  await loadPostings(pool, reps);
  await pool.query('vacuum analyze paper_search, paper_search_terms, paper_search_lexemes');
  await pool.query('vacuum analyze papers');
  return extra;
}
/**
 * The generated papers' postings, their lexemes' document frequencies and the total, with the
 * postings' indexes (whatever the migrations declare) dropped first and built again after.
 */
async function loadPostings(pool, reps) {
  const t = performance.now();
  const client = await pool.connect();
  try {
    await client.query(`set maintenance_work_mem = '1GB'`);
    const { rows: indexes } = await client.query(
      `select i.indexname, i.indexdef, pg_get_constraintdef(c.oid) as constraintdef
         from pg_indexes i left join pg_constraint c on c.conname = i.indexname and c.conrelid = 'paper_search_terms'::regclass
        where i.tablename = 'paper_search_terms'`,
    );
    for (const i of indexes) {
      await client.query(i.constraintdef ? `alter table paper_search_terms drop constraint ${i.indexname}` : `drop index ${i.indexname}`);
    }
    for (let g = 1; g <= reps; g++) {
      await client.query(
        `insert into paper_search_terms (paper_id, lexeme, weight)
         select s.paper_id, t.lexeme, t.weight from paper_search s, search_term_weights(s.document) t where s.paper_id like $1`,
        [`%~${g}`],
      );
      if (g % 5 === 0 || g === reps) console.log(`  postings of ${g} of ${reps} generated batches`);
    }
    await client.query('truncate paper_search_lexemes');
    await client.query('insert into paper_search_lexemes (lexeme, papers) select lexeme, count(*) from paper_search_terms group by lexeme');
    await client.query('update paper_search_totals set papers = (select count(*) from paper_search)');
    console.log(`  postings loaded in ${((performance.now() - t) / 1000).toFixed(0)} s; indexing`);
    for (const i of indexes) {
      await client.query(i.constraintdef ? `alter table paper_search_terms add constraint ${i.indexname} ${i.constraintdef}` : i.indexdef);
    }
    console.log(`  postings indexed in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  } finally {
    client.release();
  }
}
/** Each corpus paper's title vector, by paper id, also stored in paper_embeddings (recipe 'title'). */
async function embedTitles(pool, embedder, model) {
  const { rows } = await pool.query(`select paper_id, title, content_hash from paper_search where paper_id not like '%~%' order by paper_id`);
  const titleVectors = new Map();
  for (let i = 0; i < rows.length; i += 2000) {
    const page = rows.slice(i, i + 2000);
    const embedded = await embedder.embed(page.map((r) => r.title));
    for (const [j, r] of page.entries()) titleVectors.set(r.paper_id, embedded[j]);
    if (i % 10_000 === 0) console.log(`  ${i + page.length} titles embedded`);
    const bytes = embedded.map((v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength));
    await pool.query(
      `insert into paper_embeddings (paper_id, model, recipe, dimensions, content_hash, vector)
       select p, m, 'title', d, h, v from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::bytea[]) as u(p, m, d, h, v)
       on conflict (paper_id) do nothing`,
      [page.map((r) => r.paper_id), page.map(() => model), page.map(() => 512), page.map((r) => r.content_hash), bytes],
    );
  }
  return titleVectors;
}

const WORDS = 'neural network image recognition language model quantum graph learning diffusion video segmentation speech translation robot agent reasoning code channel antenna auction equilibrium galaxy black hole algebra variety entanglement retrieval detection tracking compression'.split(' ');

const { readCorpus } = await import('../backend/dist/src/modules/discovery/search/testing/corpus-slice.js');
let all = await readCorpus();
const corpusSize = all.length;
const backend = await startBackend({ VECTOR_INDEX_SAVE_MS: '3600000' });
try {
  const { PG_POOL } = await import('../backend/dist/src/platform/database/database.module.js');
  const pool = backend.app.get(PG_POOL);
  // A database a previous run filled (the same DATABASE_URL) is measured again as it is.
  const stored = Number((await pool.query('select count(*) from paper_search')).rows[0].count);
  const reuse = stored >= Math.max(all.length, TARGET);
  let t = performance.now();
  if (reuse) console.log(`Reusing the ${stored} papers already in the database`);
  else {
    await ingestAll(backend.app, all);
    console.log(`Imported ${all.length} papers in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const { PaperVectors } = await import('../backend/dist/src/modules/discovery/search/paper-embeddings/paper-vectors.js');
  const { INDEX_EMBEDDER, QUERY_EMBEDDER } = await import('../backend/dist/src/platform/ai/embeddings/embedder.port.js');
  const { APP_CONFIG } = await import('../backend/dist/src/platform/config/config.module.js');
  const vectors = backend.app.get(PaperVectors);
  const embedder = backend.app.get(INDEX_EMBEDDER);
  t = performance.now();
  const titleVectors = await embedTitles(pool, embedder, vectors.model);
  await openAllVectors(backend.app);
  console.log(`Vector index: ${vectors.ready.size()} title vectors, embedded and indexed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  let papers = reuse ? stored : all.length;
  if (TARGET > all.length) {
    if (!reuse) {
      t = performance.now();
      papers += await generate(pool, all.length, TARGET);
      console.log(`Catalog grown to ${papers} papers in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    t = performance.now();
    const room = Math.max(0, Math.min(papers, MAX_VECTORS) - vectors.ready.size());
    const ids = (await pool.query(`select paper_id from paper_search where paper_id like '%~%' order by paper_id limit $1`, [room])).rows.map((r) => r.paper_id);
    // A copy `<corpus id>~<g>` carries its corpus paper's title.
    const near = (id) => nearVector(titleVectors.get(id.slice(0, id.lastIndexOf('~'))));
    for (let i = 0; i < ids.length; i += 10_000) {
      await vectors.ready.upsert(ids.slice(i, i + 10_000).map((id) => ({ id, vector: near(id) })));
      if ((i / 10_000) % 10 === 9) console.log(`  ${vectors.ready.size()} vectors`);
    }
    console.log(`Vector index: ${vectors.ready.size()} vectors (${ids.length} generated in memory) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }

  const queries = (n, seed) =>
    Array.from({ length: n }, (_, i) => {
      const a = WORDS[(i * 7 + seed) % WORDS.length];
      const b = WORDS[(i * 13 + seed * 3 + 5) % WORDS.length];
      return i % 3 === 0 ? a : `${a} ${b}`;
    });
  /**
   * HNSW recall@10 for `list`: the share of each query's exact 10 nearest corpus vectors (a full
   * scan) that are among the 10 nearest of the index's candidates, as search takes them.
   */
  const ids = [...titleVectors.keys()];
  let matrix = new Float32Array(ids.length * 512);
  for (const [i, id] of ids.entries()) matrix.set(titleVectors.get(id), i * 512);
  titleVectors.clear();
  async function hnswRecall(list) {
    let found = 0;
    for (const v of await backend.app.get(QUERY_EMBEDDER).embed(list)) {
      const exact = usearch.exactSearch(matrix, v, 512, 10, usearch.MetricKind.Cos);
      const truth = new Set(Array.from(exact.keys, (k) => ids[Number(k)]));
      const hits = await vectors.search(v, backend.app.get(APP_CONFIG).search.vectorCandidates);
      found += hits.slice(0, 10).filter((h) => truth.has(h.id)).length;
    }
    return found / (10 * list.length);
  }
  async function time(label, list, extra = '') {
    const lat = [];
    const cpu = cpuSnapshot();
    for (const q of list) {
      const s = performance.now();
      const res = await httpGet(`${backend.baseUrl}/api/papers/search?q=${encodeURIComponent(q)}${extra}`);
      if (res.status !== 200) throw new Error(`${q}: ${res.status} ${res.body}`);
      lat.push(performance.now() - s);
    }
    const cpuSpent = cpuPerRequest(cpu, cpuSnapshot(), lat.length);
    lat.sort((x, y) => x - y);
    return { case: label, requests: lat.length, p50: quantile(lat, 0.5), p95: quantile(lat, 0.95), 'CPU per request': cpuSpent };
  }
  // Cold queries, each new to the server (no cached ranking, no cached query vector):
  //  - title fragments: 3–4 consecutive words of a corpus title, as people type what they remember;
  //  - word mixes: three words of unrelated topics, which rarely share a paper, so the lexical
  //    ranking goes through all its relaxation steps (the worst case).
  const fragments = [];
  for (let i = 0; fragments.length < REQUESTS * 4 && i < all.length; i += 37) {
    const words = all[i].title.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, ' ').split(/\s+/).filter((w) => w.length > 2);
    if (words.length >= 4) fragments.push(words.slice(1, 1 + 3 + (i % 2)).join(' '));
  }
  // The timed process holds what a server's would: not the benchmark's copy of the corpus, whose
  // ~100 MB of strings gave V8 a heap unlike the server's and so other garbage collection.
  all = null;
  const uniqueFragments = (offset) => [...new Set(fragments)].slice(offset, offset + REQUESTS);
  const triples = [];
  for (let a = 0; a < WORDS.length; a++) for (let b = a + 1; b < WORDS.length; b++) for (let c = b + 1; c < WORDS.length; c++) triples.push(`${WORDS[a]} ${WORDS[c]} ${WORDS[b]}`);
  const mixes = triples.filter((_, i) => i % 11 === 0);
  const get = (q, extra = '') => httpGet(`${backend.baseUrl}/api/papers/search?q=${encodeURIComponent(q)}${extra}`);
  // Warm-up (JIT, connections, the encoder's first call) on queries no case times.
  for (const q of uniqueFragments(REQUESTS * 3).slice(0, 20)) for (const extra of ['', '&mode=lexical', '&mode=vector']) await get(q, extra);
  // Recall on other untimed queries, before timing: then the exact scan's copy of the vectors goes.
  const recall = papers === corpusSize ? await hnswRecall(uniqueFragments(REQUESTS * 3).slice(20)) : null;
  matrix = null;
  const repeated = queries(REQUESTS, 2);
  for (const q of new Set(repeated)) await get(q); // every ranking cached
  const results = [];
  results.push(await time('hybrid, repeated queries (cached ranking)', repeated));
  results.push(await time('hybrid, cold: title fragments (embedding included)', uniqueFragments(0)));
  results.push(await time('hybrid, cold: unrelated word mixes (worst case)', mixes.slice(0, REQUESTS)));
  results.push(await time('lexical only, cold: title fragments', uniqueFragments(REQUESTS), '&mode=lexical'));
  results.push(await time('lexical only, cold: unrelated word mixes', mixes.slice(REQUESTS, REQUESTS * 2), '&mode=lexical'));
  results.push(await time('vector only, cold: title fragments (embedding included)', uniqueFragments(REQUESTS * 2), '&mode=vector'));
  // Baseline: the naive scan, every word ILIKE over title and abstract, newest first.
  const lat = [];
  for (const q of queries(Math.min(REQUESTS, papers > 100_000 ? 20 : 50), 4)) {
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
  // The naive full-text baseline (issue #37): the query's lexemes OR-ed over the GIN index, every
  // match ranked by ts_rank_cd, the top 20; on the cold title fragments hybrid was timed on.
  const naiveLat = [];
  for (const q of uniqueFragments(0)) {
    const s = performance.now();
    await pool.query(
      `with q as (select nullif(replace(plainto_tsquery('english', $1)::text, ' & ', ' | '), '')::tsquery as q)
       select paper_id from paper_search, q where q.q is not null and document @@ q.q order by ts_rank_cd(document, q.q) desc limit 20`,
      [q],
    );
    naiveLat.push(performance.now() - s);
  }
  naiveLat.sort((x, y) => x - y);
  const naive = { case: 'baseline: naive OR query, ts_rank_cd (SQL only), title fragments', requests: naiveLat.length, p50: quantile(naiveLat, 0.5), p95: quantile(naiveLat, 0.95) };
  results.push(naive);
  // Exact nearest neighbours are known only for the corpus vectors.
  if (recall !== null) console.log(`HNSW recall@10 against an exact scan: ${recall.toFixed(3)}`);
  const { rows: settings } = await pool.query(`select current_setting('shared_buffers') as shared_buffers`);
  console.log(`Search latency at ${papers} papers, ${vectors.ready.size()} vectors (${os.cpus().length} cores, loopback HTTP, PostgreSQL shared_buffers ${settings[0].shared_buffers}):`);
  console.table(
    results.map((r) => ({ case: r.case, requests: r.requests, p50: `${fmt(r.p50)} ms`, p95: `${fmt(r.p95)} ms`, 'p95 vs ILIKE': `${(baseline.p95 / r.p95).toFixed(1)}x faster` })),
  );
  const hybridCold = results[1];
  console.log(
    `Hybrid (cold title fragments, over HTTP, query embedding included) against the naive OR query (SQL only), same run: p50 ${fmt(hybridCold.p50)} / ${fmt(naive.p50)} ms = ${(hybridCold.p50 / naive.p50).toFixed(2)}×, p95 ${fmt(hybridCold.p95)} / ${fmt(naive.p95)} ms = ${(hybridCold.p95 / naive.p95).toFixed(2)}× (below 1: hybrid is faster)`,
  );
  // Apart: the table would be too wide for a terminal with it.
  console.log('CPU per request (what two cores must fit in the latency):');
  for (const r of results.filter((r) => r['CPU per request'])) console.log(`  ${r.case}: ${r['CPU per request']}`);
} finally {
  await backend.close();
}
process.exit(0);
