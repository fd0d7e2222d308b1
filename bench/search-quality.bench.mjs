/**
 * Search quality (issues 4 and 37): recall@10, MRR@10 and nDCG@10 of the lexical, vector and
 * hybrid rankings and of a naive baseline (the query's lexemes OR-ed, ranked by ts_rank_cd) over
 * judged queries, on a subset of the corpus (SEARCH_BENCH_QUALITY_PAPERS, default 2500: every k-th
 * paper of the corpus plus every judged target; 33487 for the whole corpus), embedded with the
 * configured model (vectors cached in DATA_DIR/embeddings-cache, so only the first run pays).
 *
 * Queries (printed with their counts):
 *  - known-item (bench/search-known-items.mjs): hand-written descriptions of one paper each, from
 *    its abstract, without the distinctive words of its title; half computer science, half math,
 *    physics, astro-ph and q-bio. Relevant: that one paper.
 *  - topic: hand-written concept queries, each judged relevant for papers of the subset whose
 *    categories include one of the topic's categories AND whose title+abstract matches its pattern.
 *  - held-out known-item (bench/search-held-out-items.mjs): 50 more, written the same way on papers
 *    chosen by a fixed rule, never used to tune the floor or the fusion; reported apart, not in 'all'.
 *  - nonsense: gibberish and off-topic queries; the relevance floor must answer them empty.
 * It also prints what the relevance floor is calibrated on: the known-item targets' coverage and
 * vector similarity against the best coverage and similarity any paper reaches for nonsense.
 */
import { ingestAll, openAllVectors, startBackend } from './search-common.mjs';
import { HELD_OUT_CS, HELD_OUT_OTHER } from './search-held-out-items.mjs';
import { KNOWN_ITEMS_CS, KNOWN_ITEMS_OTHER, NONSENSE } from './search-known-items.mjs';

const SIZE = Number(process.env.SEARCH_BENCH_QUALITY_PAPERS ?? 2500);

const TOPICS = [
  ['neural networks for image recognition', ['cs.CV', 'eess.IV'], /recogni|classif/i],
  ['segmenting organs and tumors in medical scans', ['cs.CV', 'eess.IV'], /segment/i],
  ['making pictures from text prompts with diffusion', ['cs.CV'], /diffusion|text-to-image/i],
  ['three dimensional reconstruction of scenes from photos', ['cs.CV', 'cs.GR'], /3D|reconstruct/i],
  ['perception for self-driving cars', ['cs.CV', 'cs.RO'], /driving|autonomous vehicle/i],
  ['generating videos', ['cs.CV'], /video generation|generat\w* video/i],
  ['finding objects in images', ['cs.CV'], /object detection|detector/i],
  ['machine translation between languages', ['cs.CL'], /translation/i],
  ['speech recognition for low resource languages', ['cs.CL', 'eess.AS', 'cs.SD'], /speech|ASR/i],
  ['chatbots making up facts', ['cs.CL', 'cs.AI'], /hallucinat/i],
  ['retrieval augmented generation for question answering', ['cs.CL', 'cs.AI', 'cs.IR'], /retriev/i],
  ['mathematical reasoning of language models', ['cs.CL', 'cs.AI', 'cs.LG'], /math/i],
  ['bias and fairness in language models', ['cs.CL', 'cs.AI', 'cs.CY'], /bias|fair/i],
  ['autonomous agents that use tools', ['cs.AI', 'cs.CL'], /tool/i],
  ['reinforcement learning from human feedback', ['cs.AI', 'cs.CL', 'cs.LG'], /reinforcement|reward/i],
  ['planning with large language model agents', ['cs.AI'], /plan/i],
  ['safety of AI systems against jailbreaks', ['cs.AI', 'cs.CL', 'cs.CR'], /jailbreak|safety|harmful/i],
  ['error correcting codes', ['cs.IT', 'math.IT'], /code/i],
  ['wireless channel capacity and MIMO', ['cs.IT', 'eess.SP'], /MIMO|capacity|channel/i],
  ['reconfigurable intelligent surfaces for 6G', ['cs.IT', 'eess.SP'], /RIS|intelligent surface|reconfigurable/i],
  ['mechanism design and auctions', ['cs.GT', 'econ.TH'], /auction|mechanism/i],
  ['computing Nash equilibria', ['cs.GT'], /equilibri/i],
  ['fair division of goods', ['cs.GT'], /fair|allocation|envy/i],
  ['representations of Lie algebras', ['math.RT', 'math.QA'], /Lie|representation/i],
  ['algebraic varieties and moduli spaces', ['math.AG'], /variet|moduli/i],
  ['graph coloring and extremal combinatorics', ['math.CO'], /graph|color|extremal/i],
  ['prime numbers and L-functions', ['math.NT'], /prime|L-function|modular/i],
  ['galaxies and star formation', ['astro-ph', 'astro-ph.GA', 'astro-ph.CO'], /galax|star/i],
  ['string theory and black holes', ['hep-th', 'gr-qc'], /black hole|string|holograph/i],
  ['quantum entanglement and qubits', ['quant-ph'], /entangl|qubit|quantum/i],
  ['finite element simulation of materials', ['cs.CE'], /finite element|simulation|material/i],
  ['image compression and restoration', ['eess.IV', 'cs.CV'], /compress|restor|denois/i],
];

/** The same permutation every run (mulberry32 over a fixed seed). */
function seededShuffle(items, seed = 20261122) {
  const out = [...items];
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const { readCorpus } = await import('../backend/dist/src/modules/discovery/search/testing/corpus-slice.js');
const all = await readCorpus();
const byId = new Map(all.map((p) => [p.arxivId, p]));
const knownItems = (kind, cs, other) =>
  [...cs.map((k) => [...k, 'cs']), ...other.map((k) => [...k, 'other'])].map(([id, q, area]) => {
    const target = byId.get(id);
    if (!target) throw new Error(`Known item ${id} is not in the corpus`);
    return { q, kind, area, relevant: new Set([id.replace('/', '_')]), target };
  });
const known = knownItems('known-item', KNOWN_ITEMS_CS, KNOWN_ITEMS_OTHER);
// Never used to tune the floor or the fusion: measured apart, and left out of 'all'.
const heldOut = knownItems('held-out', HELD_OUT_CS, HELD_OUT_OTHER);
const step = Math.max(1, Math.floor(all.length / SIZE));
const ids = new Set([...known, ...heldOut].map((k) => k.target.arxivId));
// Stored in a seeded shuffle, not corpus order: a bounded lexical pool takes matches in storage
// order, so corpus order would favour early papers.
const subset = seededShuffle(all.filter((p, i) => i % step === 0 || ids.has(p.arxivId)).slice(0, SIZE + ids.size));
const topics = TOPICS.map(([q, cats, pattern]) => ({
  q,
  kind: 'topic',
  relevant: new Set(subset.filter((p) => p.categories.some((c) => cats.includes(c)) && pattern.test(`${p.title} ${p.abstract}`)).map((p) => p.arxivId.replace('/', '_'))),
})).filter((t) => t.relevant.size > 0);
const queries = [...known, ...heldOut, ...topics];
console.log(
  `Subset: ${subset.length} of ${all.length} corpus papers (every ${step}th + ${ids.size} known-item targets); queries: ${known.length} known-item (${KNOWN_ITEMS_CS.length} cs, ${KNOWN_ITEMS_OTHER.length} other archives) + ${topics.length} topic = ${known.length + topics.length}, ${heldOut.length} held-out known-item (${HELD_OUT_CS.length} cs, ${HELD_OUT_OTHER.length} other), and ${NONSENSE.length} nonsense`,
);

const backend = await startBackend();
try {
  await ingestAll(backend.app, subset);
  const { EmbeddingBacklog } = await import('../backend/dist/src/modules/discovery/search/embedding-papers/embedding-backlog.js');
  const { PaperSearchService } = await import('../backend/dist/src/modules/discovery/search/paper-search/paper-search.service.js');
  const { parseQuery } = await import('../backend/dist/src/modules/discovery/search/paper-search/parse-query.js');
  const { bm25Sql, plainWords } = await import('../backend/dist/src/modules/discovery/search/paper-search/bm25-sql.js');
  const { PaperVectors } = await import('../backend/dist/src/modules/discovery/search/paper-embeddings/paper-vectors.js');
  const { QUERY_EMBEDDER } = await import('../backend/dist/src/platform/ai/embeddings/embedder.port.js');
  const { SEARCH_POOL } = await import('../backend/dist/src/modules/discovery/search/paper-search/search-pool.js');
  const { APP_CONFIG } = await import('../backend/dist/src/platform/config/config.module.js');
  const t0 = performance.now();
  const embedded = await backend.app.get(EmbeddingBacklog).drain();
  console.log(`Wrote ${embedded} vectors (titles first, then titles and abstracts) with ${backend.app.get(EmbeddingBacklog).model} in ${((performance.now() - t0) / 1000).toFixed(1)} s (cached vectors reused)`);
  await openAllVectors(backend.app);
  const service = backend.app.get(PaperSearchService);
  const pool = backend.app.get(SEARCH_POOL);
  const config = backend.app.get(APP_CONFIG).search;

  /** The naive baseline: every lexeme of the query OR-ed, ranked by ts_rank_cd over the whole document. */
  const baseline = async (q) => {
    const { rows } = await pool.query(
      `with q as (select nullif(replace(plainto_tsquery('english', $1)::text, ' & ', ' | '), '')::tsquery as q)
       select paper_id from paper_search, q where q.q is not null and document @@ q.q order by ts_rank_cd(document, q.q) desc, paper_id limit 10`,
      [q],
    );
    return rows.map((r) => r.paper_id);
  };
  const rankings = {
    lexical: async (q) => (await service.rank(q, { limit: 10, mode: 'lexical' })).ids,
    vector: async (q) => (await service.rank(q, { limit: 10, mode: 'vector' })).ids,
    hybrid: async (q) => (await service.rank(q, { limit: 10, mode: 'hybrid' })).ids,
    'baseline (OR, ts_rank_cd)': baseline,
  };

  const rows = [];
  for (const [mode, rank] of Object.entries(rankings)) {
    const agg = {};
    for (const query of queries) {
      const ranked = await rank(query.q);
      const rel = ranked.map((id) => (query.relevant.has(id) ? 1 : 0));
      const first = rel.indexOf(1);
      const mrr = first === -1 ? 0 : 1 / (first + 1);
      const wanted = Math.min(10, query.relevant.size);
      const recall = rel.reduce((a, b) => a + b, 0) / wanted;
      const dcg = rel.reduce((s, r, i) => s + r / Math.log2(i + 2), 0);
      const ideal = Array.from({ length: wanted }, (_, i) => 1 / Math.log2(i + 2)).reduce((a, b) => a + b, 0);
      const groups = query.kind === 'held-out' ? [query.kind] : [query.kind, 'all'];
      if (query.area) groups.push(`${query.kind} ${query.area}`);
      for (const k of groups) {
        agg[k] ??= { recall: 0, mrr: 0, ndcg: 0, n: 0 };
        agg[k].recall += recall;
        agg[k].mrr += mrr;
        agg[k].ndcg += dcg / ideal;
        agg[k].n++;
      }
    }
    for (const k of ['known-item', 'known-item cs', 'known-item other', 'topic', 'all', 'held-out', 'held-out cs', 'held-out other']) {
      const v = agg[k];
      if (v) rows.push({ ranking: mode, queries: k, n: v.n, 'recall@10': (v.recall / v.n).toFixed(3), 'MRR@10': (v.mrr / v.n).toFixed(3), 'nDCG@10': (v.ndcg / v.n).toFixed(3) });
    }
  }
  console.table(rows);
  const metric = (mode, m, q = 'known-item') => Number(rows.find((r) => r.ranking === mode && r.queries === q)[m]);
  const others = Object.keys(rankings).filter((m) => m !== 'hybrid');
  const ahead = ['recall@10', 'MRR@10', 'nDCG@10'].every((m) => others.every((o) => metric('hybrid', m) > metric(o, m)));
  console.log(`Known-item: hybrid ahead of every other ranking on recall@10, MRR@10 and nDCG@10: ${ahead ? 'yes' : 'NO'}`);
  console.log(`Known-item targets (recall@10 >= 0.85, MRR@10 >= 0.65): recall ${metric('hybrid', 'recall@10')} ${metric('hybrid', 'recall@10') >= 0.85 ? 'met' : 'NOT met'}, MRR ${metric('hybrid', 'MRR@10')} ${metric('hybrid', 'MRR@10') >= 0.65 ? 'met' : 'NOT met'}`);
  const heldAhead = ['recall@10', 'MRR@10', 'nDCG@10'].every((m) => others.every((o) => metric('hybrid', m, 'held-out') > metric(o, m, 'held-out')));
  console.log(
    `Held-out known-item (never tuned on): hybrid recall@10 ${metric('hybrid', 'recall@10', 'held-out')} ${metric('hybrid', 'recall@10', 'held-out') >= 0.85 ? 'met' : 'NOT met'}, MRR@10 ${metric('hybrid', 'MRR@10', 'held-out')} ${metric('hybrid', 'MRR@10', 'held-out') >= 0.65 ? 'met' : 'NOT met'}; ahead of every other ranking on all three: ${heldAhead ? 'yes' : 'NO'}`,
  );

  let answered = 0;
  for (const q of NONSENSE) {
    const r = await service.rank(q, { limit: 10, mode: 'hybrid' });
    if (r.total > 0) {
      answered++;
      console.log(`  nonsense answered ${r.total}: "${q}"`);
    }
  }
  console.log(`Nonsense queries answered empty: ${NONSENSE.length - answered} of ${NONSENSE.length}`);

  // Calibration of the relevance floor: the unfloored signals.
  const vectors = backend.app.get(PaperVectors);
  const embedder = backend.app.get(QUERY_EMBEDDER);
  const signals = async (q, target) => {
    const words = plainWords(parseQuery(q));
    const statement = words ? bm25Sql(words, { perLexeme: config.wordPostings, limit: config.lexicalCandidates }) : null;
    const lex = statement ? (await pool.query(statement.text, statement.values)).rows : [];
    const [v] = await embedder.embed([parseQuery(q).text]);
    const hits = await vectors.search(v, config.vectorCandidates);
    if (target) return { coverage: lex.find((r) => r.paper_id === target)?.coverage ?? null, similarity: hits.find((h) => h.id === target)?.score ?? null };
    return { coverage: lex.length ? Math.max(...lex.map((r) => r.coverage)) : 0, similarity: hits.length ? hits[0].score : 0 };
  };
  const pct = (xs, q) => {
    const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
    return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(3) : '-';
  };
  const targets = [];
  for (const k of known) targets.push(await signals(k.q, [...k.relevant][0]));
  const nonsense = [];
  for (const q of NONSENSE) nonsense.push(await signals(q));
  console.log('Relevance floor calibration (coverage: share of the query idf mass a paper matches; similarity: cosine to the query vector):');
  console.table([
    { signal: 'known-item target coverage', found: targets.filter((t) => t.coverage !== null).length, p10: pct(targets.map((t) => t.coverage), 0.1), p25: pct(targets.map((t) => t.coverage), 0.25), p50: pct(targets.map((t) => t.coverage), 0.5) },
    { signal: 'known-item target similarity', found: targets.filter((t) => t.similarity !== null).length, p10: pct(targets.map((t) => t.similarity), 0.1), p25: pct(targets.map((t) => t.similarity), 0.25), p50: pct(targets.map((t) => t.similarity), 0.5) },
    { signal: 'nonsense best coverage', found: nonsense.length, p50: pct(nonsense.map((t) => t.coverage), 0.5), max: Math.max(...nonsense.map((t) => t.coverage)).toFixed(3) },
    { signal: 'nonsense best similarity', found: nonsense.length, p50: pct(nonsense.map((t) => t.similarity), 0.5), max: Math.max(...nonsense.map((t) => t.similarity)).toFixed(3) },
  ]);
  console.log(`Floor in use: coverage >= ${config.lexicalMinCoverage}, similarity >= ${config.vectorMinSimilarity}`);
  if (process.env.SEARCH_BENCH_FUSION_SWEEP) {
    // Fusion swept offline over each query's two floored rankings: known-item recall@10 and MRR@10 of hybrid.
    const { reciprocalRankFusion } = await import('../backend/dist/src/modules/discovery/search/paper-search/rrf.js');
    const lists = [];
    for (const k of known) {
      lists.push({
        relevant: k.relevant,
        lexical: (await service.rank(k.q, { limit: 1000, mode: 'lexical' })).ids,
        vector: (await service.rank(k.q, { limit: 1000, mode: 'vector' })).ids,
      });
    }
    const fusion = [];
    for (const rrfK of [5, 15, 30, 60]) {
      for (const weight of [1, 1.5, 2, 2.5, 3, 4]) {
        let recall = 0;
        let mrr = 0;
        for (const l of lists) {
          const fused = reciprocalRankFusion([{ ids: l.lexical, weight }, { ids: l.vector, weight: 1 }], rrfK).slice(0, 10).map((r) => r.id);
          const at = fused.findIndex((id) => l.relevant.has(id));
          if (at >= 0) {
            recall++;
            mrr += 1 / (at + 1);
          }
        }
        fusion.push({ k: rrfK, 'lexical weight': weight, 'recall@10': (recall / lists.length).toFixed(3), 'MRR@10': (mrr / lists.length).toFixed(3) });
      }
    }
    console.table(fusion);
  }
  if (process.env.SEARCH_BENCH_SWEEP) {
    // The floor's two thresholds swept: hybrid known-item recall@10 and MRR@10, and nonsense answered empty.
    const sweep = [];
    for (const coverage of [0.3, 0.4, 0.5, 0.6]) {
      for (const similarity of [0.4, 0.45, 0.5, 0.55, 0.6]) {
        const s = new PaperSearchService(pool, embedder, vectors, { search: { ...config, lexicalMinCoverage: coverage, vectorMinSimilarity: similarity } });
        let recall = 0;
        let mrr = 0;
        for (const k of known) {
          const { ids: ranked } = await s.rank(k.q, { limit: 10 });
          const at = ranked.findIndex((id) => k.relevant.has(id));
          if (at >= 0) {
            recall++;
            mrr += 1 / (at + 1);
          }
        }
        let empty = 0;
        for (const q of NONSENSE) if ((await s.rank(q, { limit: 10 })).total === 0) empty++;
        sweep.push({ coverage, similarity, 'recall@10': (recall / known.length).toFixed(3), 'MRR@10': (mrr / known.length).toFixed(3), 'nonsense empty': `${empty}/${NONSENSE.length}` });
      }
    }
    console.table(sweep);
  }
  console.log('Sample known-item queries:', known.slice(0, 3).map((k) => `"${k.q}" → ${k.target.title}`).join(' | '));
} finally {
  await backend.close();
}
process.exit(0);
