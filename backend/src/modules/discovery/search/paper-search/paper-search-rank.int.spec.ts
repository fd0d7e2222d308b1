/**
 * PaperSearchService.rank on real PostgreSQL with an in-memory HNSW index: both rankings fused,
 * the lexical ranking alone (reported as not semantic) when the query embedder fails, the
 * relevance floor, pages of the cached answer, filters and the newest-first sort (issue #37).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Embedder } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import type { Pool, PoolClient } from '../../../../platform/database/database.js';
import { sharedTestDatabase } from '../../../../platform/testing/test-database.js';
import { UsearchVectorIndex } from '../../../../platform/vector/usearch-vector-index.js';
import type { PaperVectors } from '../paper-embeddings/paper-vectors.js';
import { inEmptyReadModel, storeSearchRows } from '../testing/search-rows.js';
import { PaperSearchService } from './paper-search.service.js';

const config = {
  search: {
    lexicalCandidates: 200,
    titlePool: 300,
    lexicalPool: 1000,
    documentPool: 100,
    relaxedPool: 500,
    wordPostings: 1000,
    lexicalMinCoverage: 0.5,
    vectorCandidates: 50,
    vectorMinSimilarity: 0.35,
    rrfK: 5,
    rrfLexicalWeight: 3,
  },
} as unknown as AppConfig;

describe('search ranking on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof sharedTestDatabase>>;
  let vectors: PaperVectors;

  before(async () => {
    db = await sharedTestDatabase(2);
    const { index } = await UsearchVectorIndex.open({ model: 'test', dimensions: 3, file: null });
    await index.upsert([
      { id: 'near', vector: new Float32Array([1, 0, 0]) },
      { id: 'far', vector: new Float32Array([0, 1, 0]) },
    ]);
    vectors = { ready: index, search: (v: Float32Array, k: number) => index.search(v, k) } as unknown as PaperVectors;
  });
  after(() => db?.close());

  /** `tx`, pushing the name of every statement it runs ('unnamed' for unnamed ones) to `names`. */
  const recordingStatements = (tx: PoolClient, names: string[]) =>
    new Proxy(tx, {
      get: (target, prop) =>
        prop === 'query'
          ? (q: string | { name?: string; text: string }, values?: unknown[]) => {
              names.push(typeof q === 'string' ? 'unnamed' : (q.name ?? 'unnamed'));
              return target.query(q as string, values);
            }
          : Reflect.get(target, prop),
    }) as unknown as Pool;
  const embedder = (embed: Embedder['embed']): Embedder => ({ model: 'test', dimensions: 3, embed, close: async () => undefined });
  const service = (tx: PoolClient, e: Embedder) => new PaperSearchService(tx as unknown as Pool, e, vectors, config);
  const papers: [string, string, string][] = [
    ['words', 'Quantum graph codes', 'Codes on graphs.'],
    ['near', 'Stabilizer constructions', 'Error correction for qubits.'],
    ['far', 'Protein folding', 'Molecules.'],
  ];

  it('fuses the lexical matches with the nearest papers to the query vector', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      const calls: string[][] = [];
      const result = await service(
        tx,
        embedder(async (texts) => {
          calls.push([...texts]);
          return texts.map(() => new Float32Array([1, 0, 0]));
        }),
      ).rank('quantum graph');
      assert.equal(result.semantic, true);
      assert.deepEqual(result.ids, ['words', 'near']);
      assert.deepEqual(calls, [['quantum graph']]);
    });
  });

  it('answers the lexical ranking alone, as not semantic, when the query embedder fails', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      const result = await service(
        tx,
        embedder(async () => {
          throw new Error('embedder down');
        }),
      ).rank('quantum graph');
      assert.deepEqual(result, { ids: ['words'], semantic: false, total: 1, totalIsLowerBound: false });
    });
  });

  it('answers a repeated query from the cache after one version check', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      const statements: string[] = [];
      const search = new PaperSearchService(recordingStatements(tx, statements), embedder(async (texts) => texts.map(() => new Float32Array([1, 0, 0]))), vectors, config);

      const first = await search.rank('quantum graph');
      assert.equal(statements[0], 'search-version');
      statements.length = 0;
      assert.deepEqual(await search.rank('quantum graph'), first);
      assert.deepEqual(statements, ['search-version']);
    });
  });

  it('answers nothing for a query under both floors: no word in any paper, and no paper near its vector', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      // The query vector is orthogonal to both papers' vectors: similarity 0 < 0.35.
      const result = await service(tx, embedder(async (texts) => texts.map(() => new Float32Array([0, 0, 1])))).rank('zzqxjv wqkzpf xxyyzz');
      assert.deepEqual(result, { ids: [], semantic: true, total: 0, totalIsLowerBound: false });
    });
  });

  it('pages through one ranked answer, filters it, and sorts it newest first', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      const many = Array.from({ length: 7 }, (_, i): [string, string, string] => [`q${i}`, `Quantum graph study ${i}`, 'Results on quantum graphs.']);
      await storeSearchRows(tx, many);
      await tx.query(`update paper_search set published_date = date '2026-01-01' + (substr(paper_id, 2)::int * 7), categories = case when substr(paper_id, 2)::int % 2 = 0 then '{quant-ph}'::text[] else '{cs.IT}'::text[] end`);
      const search = service(tx, embedder(async (texts) => texts.map(() => new Float32Array([0, 0, 1]))));
      const whole = await search.rank('quantum graph', { limit: 100 });
      assert.equal(whole.total, 7);
      const pages = [await search.rank('quantum graph', { limit: 3 }), await search.rank('quantum graph', { limit: 3, offset: 3 }), await search.rank('quantum graph', { limit: 3, offset: 6 })];
      assert.deepEqual(pages.flatMap((p) => p.ids), whole.ids);
      assert.deepEqual(pages.map((p) => p.total), [7, 7, 7]);
      const newest = await search.rank('quantum graph', { limit: 100, sort: 'newest' });
      assert.deepEqual(newest.ids, ['q6', 'q5', 'q4', 'q3', 'q2', 'q1', 'q0']);
      const physics = await search.rank('quantum graph', { limit: 100, sort: 'newest', filters: { category: 'quant-ph', from: '2026-01-08' } });
      assert.deepEqual(physics.ids, ['q6', 'q4', 'q2']);
    });
  });

  it('starts a new query\'s embedding before its version check, and embeds no repeated query', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      const calls: string[] = [];
      const search = new PaperSearchService(
        recordingStatements(tx, calls),
        embedder(async (texts) => {
          calls.push(`embed ${texts.join()}`);
          return texts.map(() => new Float32Array([1, 0, 0]));
        }),
        vectors,
        config,
      );

      const first = await search.rank('quantum graph');
      assert.deepEqual(calls.slice(0, 2), ['embed quantum graph', 'search-version']);
      calls.length = 0;
      assert.deepEqual(await search.rank('quantum graph'), first);
      assert.deepEqual(calls, ['search-version']);
      calls.length = 0;
      await search.rank('quantum graph', { mode: 'lexical' });
      assert.ok(!calls.some((c) => c.startsWith('embed')), 'a lexical ranking embeds nothing');
    });
  });
});
