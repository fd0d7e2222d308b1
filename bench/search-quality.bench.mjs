/**
 * Search quality (issue 4): MRR@10 and nDCG@10 of the lexical, vector and hybrid rankings over a
 * judged query set built from the real corpus, on a subset of it (SEARCH_BENCH_QUALITY_PAPERS,
 * default 2500: every k-th paper of the corpus plus every judged target), embedded with the
 * configured model (vectors cached in DATA_DIR/embeddings-cache, so only the first run pays).
 *
 * Queries (printed with their counts):
 *  - known-item: titles rewritten with different words by a fixed synonym table (below); a title
 *    qualifies when at least half of its content words were replaced and 3+ remain. Relevant: that
 *    one paper. The first SEARCH_BENCH_KNOWN (default 40) qualifying titles in corpus order.
 *  - topic: hand-written concept queries, each judged relevant for papers of the subset whose
 *    categories include one of the topic's categories AND whose title+abstract matches its pattern.
 */
import { ingestAll, openAllVectors, startBackend } from './search-common.mjs';

const SIZE = Number(process.env.SEARCH_BENCH_QUALITY_PAPERS ?? 2500);
const KNOWN = Number(process.env.SEARCH_BENCH_KNOWN ?? 40);

const SYNONYMS = {
  recognition: 'identification', image: 'picture', images: 'pictures', generation: 'synthesis', efficient: 'fast',
  learning: 'training', model: 'system', models: 'systems', language: 'text', large: 'big', video: 'footage',
  detection: 'spotting', segmentation: 'partitioning', reasoning: 'inference', benchmark: 'evaluation suite',
  benchmarking: 'evaluating', multimodal: 'multi-sensory', agents: 'autonomous assistants', agent: 'autonomous assistant',
  robust: 'resilient', robustness: 'resilience', understanding: 'comprehension', prediction: 'forecasting',
  estimation: 'inference', dataset: 'data collection', data: 'records', neural: 'brain-inspired', network: 'net',
  networks: 'nets', optimization: 'tuning', adaptive: 'self-adjusting', framework: 'approach', via: 'using',
  diffusion: 'denoising', transformer: 'attention architecture', transformers: 'attention architectures',
  speech: 'spoken audio', medical: 'clinical', evaluation: 'assessment', evaluating: 'assessing', reinforcement: 'reward-driven',
  generative: 'creative', editing: 'modification', text: 'written', visual: 'seeing', vision: 'sight', '3d': 'three-dimensional',
  human: 'person', humans: 'people', retrieval: 'search', question: 'query', answering: 'responding', knowledge: 'facts',
  graph: 'network of nodes', scalable: 'scaling', towards: 'toward', automated: 'automatic', safety: 'harmlessness',
  alignment: 'value matching', quantum: 'qubit', codes: 'error-correcting schemes', channel: 'link', wireless: 'radio',
  antenna: 'aerial', communication: 'transmission', games: 'strategic interactions', auctions: 'bidding mechanisms',
  fair: 'equitable', multi: 'many', tracking: 'following', temporal: 'time-based', spatial: 'space-aware', zero: 'no',
  shot: 'example', control: 'steering', controllable: 'steerable', representation: 'encoding', representations: 'encodings',
  unified: 'single', foundation: 'base', open: 'public', compression: 'shrinking', memory: 'recall', efficient_: '',
  hallucination: 'confabulation', detecting: 'spotting', tokens: 'pieces', token: 'piece', attention: 'focus',
  semantic: 'meaning', driving: 'vehicle navigation', autonomous: 'self-driving', scene: 'environment', point: 'dot',
  clouds: 'sets', synthesis: 'creation', policy: 'strategy', planning: 'decision making', world: 'environment',
};
const STOP = new Set('a an the of for and in on with to from by at as is are its their our via into using under over towards beyond without'.split(' '));

function paraphrase(title) {
  const words = title.replace(/[:?!,()]/g, ' ').split(/\s+/).filter(Boolean);
  const content = words.filter((w) => !STOP.has(w.toLowerCase()) && !/^[A-Z0-9-]{2,}$/.test(w) && !/[A-Z].*[A-Z]/.test(w.slice(1)));
  if (content.length < 3 || words.some((w) => /^[A-Z][a-zA-Z]*[A-Z]/.test(w))) return null; // skip acronym/brand-named titles
  let replaced = 0;
  const out = content.map((w) => {
    const s = SYNONYMS[w.toLowerCase()];
    if (s) {
      replaced++;
      return s;
    }
    return w.toLowerCase();
  });
  return replaced * 2 >= content.length ? out.join(' ') : null;
}

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
const known = [];
for (const p of all) {
  if (known.length >= KNOWN) break;
  const q = paraphrase(p.title);
  if (q && all.indexOf(p) % 7 === 0) known.push({ q, relevant: new Set([p.arxivId.replace('/', '_')]), kind: 'known-item', target: p });
}
const step = Math.max(1, Math.floor(all.length / SIZE));
const ids = new Set(known.map((k) => k.target.arxivId));
// Stored in a seeded shuffle, not corpus order: the known-item targets are early corpus papers, and
// a bounded lexical pool takes matches in storage order, so corpus order favoured them (smaller
// pools scored better for that reason alone).
const subset = seededShuffle(all.filter((p, i) => i % step === 0 || ids.has(p.arxivId)).slice(0, SIZE + ids.size));
const topics = TOPICS.map(([q, cats, pattern]) => ({
  q,
  kind: 'topic',
  relevant: new Set(subset.filter((p) => p.categories.some((c) => cats.includes(c)) && pattern.test(`${p.title} ${p.abstract}`)).map((p) => p.arxivId.replace('/', '_'))),
})).filter((t) => t.relevant.size > 0);
const queries = [...known, ...topics];
console.log(`Subset: ${subset.length} of ${all.length} corpus papers (every ${step}th + ${ids.size} known-item targets); queries: ${known.length} known-item + ${topics.length} topic = ${queries.length}`);

const backend = await startBackend();
try {
  await ingestAll(backend.app, subset);
  const { EmbeddingBacklog } = await import('../backend/dist/src/modules/discovery/search/embedding-papers/embedding-backlog.js');
  const { PaperSearchService } = await import('../backend/dist/src/modules/discovery/search/paper-search/paper-search.service.js');
  const t0 = performance.now();
  const embedded = await backend.app.get(EmbeddingBacklog).drain();
  console.log(`Embedded ${embedded} papers with ${backend.app.get(EmbeddingBacklog).model} in ${((performance.now() - t0) / 1000).toFixed(1)} s (cached vectors reused)`);
  await openAllVectors(backend.app);
  const service = backend.app.get(PaperSearchService);

  const rows = [];
  for (const mode of ['lexical', 'vector', 'hybrid']) {
    const agg = { 'known-item': { mrr: 0, ndcg: 0, n: 0 }, topic: { mrr: 0, ndcg: 0, n: 0 }, all: { mrr: 0, ndcg: 0, n: 0 } };
    for (const query of queries) {
      const { ids: ranked } = await service.rank(query.q, { limit: 10, mode });
      const rel = ranked.map((id) => (query.relevant.has(id) ? 1 : 0));
      const first = rel.indexOf(1);
      const mrr = first === -1 ? 0 : 1 / (first + 1);
      const dcg = rel.reduce((s, r, i) => s + r / Math.log2(i + 2), 0);
      const ideal = Array.from({ length: Math.min(10, query.relevant.size) }, (_, i) => 1 / Math.log2(i + 2)).reduce((a, b) => a + b, 0);
      for (const k of [query.kind, 'all']) {
        agg[k].mrr += mrr;
        agg[k].ndcg += dcg / ideal;
        agg[k].n++;
      }
    }
    for (const [k, v] of Object.entries(agg)) rows.push({ mode, queries: k, n: v.n, 'MRR@10': (v.mrr / v.n).toFixed(3), 'nDCG@10': (v.ndcg / v.n).toFixed(3) });
  }
  console.table(rows);
  const score = (mode) => Number(rows.find((r) => r.mode === mode && r.queries === 'all')['nDCG@10']);
  const mrr = (mode) => Number(rows.find((r) => r.mode === mode && r.queries === 'all')['MRR@10']);
  const beats = score('hybrid') > score('lexical') && score('hybrid') > score('vector') && mrr('hybrid') > mrr('lexical') && mrr('hybrid') > mrr('vector');
  console.log(`Hybrid beats lexical and vector on both metrics: ${beats ? 'yes' : 'NO'}`);
  console.log('Sample known-item queries:', known.slice(0, 3).map((k) => `"${k.q}" → ${k.target.title}`).join(' | '));
} finally {
  await backend.close();
}
process.exit(0);
