/**
 * The lexical ranking (PaperSearchService.lexical) on real PostgreSQL (issue #37): plain words by
 * BM25 with OR semantics and the coverage floor; explicit syntax (quotes, `+word`) by the strict
 * tiers (run at once), their union, and the relaxing step below RELAX_BELOW strict matches; the
 * filters in both.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AppConfig } from '../../../../platform/config/config.js';
import type { Pool, PoolClient } from '../../../../platform/database/database.js';
import { sharedTestDatabase } from '../../../../platform/testing/test-database.js';
import { parseQuery } from './parse-query.js';
import { inEmptyReadModel, storeSearchRows } from '../testing/search-rows.js';
import { PaperSearchService } from './paper-search.service.js';
import type { SearchFilters } from './search-filters.js';

const configWith = (search: Record<string, number> = {}) =>
  ({
    search: { lexicalCandidates: 200, titlePool: 300, lexicalPool: 1000, documentPool: 100, relaxedPool: 500, wordPostings: 1000, lexicalMinCoverage: 0.5, ...search },
  }) as unknown as AppConfig;

describe('lexical ranking on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof sharedTestDatabase>>;

  before(async () => {
    db = await sharedTestDatabase(2);
  });
  after(() => db?.close());

  // Only the lexical ranking runs: no embedder or vector index is needed.
  const lexical = async (tx: PoolClient, q: string, search: Record<string, number> = {}, filters?: SearchFilters) =>
    (await new PaperSearchService(tx as unknown as Pool, null as never, null as never, configWith(search)).lexical(parseQuery(q), filters)).ids;

  const papers: [string, string, string][] = [
    ['title', 'Quantum graph codes', 'We study codes.'],
    ['abstract', 'Error correction', 'A quantum code on a graph of qubits.'],
    ['split', 'Quantum sensing', 'Sensors placed on a graph.'],
    ['one-word', 'Graph colouring', 'Colouring algorithms.'],
    ['none', 'Protein folding', 'Molecules.'],
  ];

  it('ranks plain words by BM25 over any of them: more and rarer words first, the title weighing most', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      const ids = await lexical(tx, 'quantum graph ', { lexicalMinCoverage: 0 });
      assert.equal(ids[0], 'title');
      assert.deepEqual(new Set(ids.slice(1, 3)), new Set(['split', 'abstract']));
      assert.deepEqual(ids.slice(3), ['one-word']);
    });
  });

  it('keeps out papers under the coverage floor: one common word of the query, or words no paper has', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      // "graph" (4 papers) is a third of the idf mass of "quantum graph" (quantum: 3 papers).
      assert.ok(!(await lexical(tx, 'quantum graph ')).includes('one-word'));
      assert.ok((await lexical(tx, 'quantum graph ', { lexicalMinCoverage: 0.3 })).includes('one-word'));
      // A word in no paper weighs the most: "zzqxjv graph" is mostly a word nobody wrote.
      assert.deepEqual(await lexical(tx, 'zzqxjv wqkzpf '), []);
      assert.deepEqual(await lexical(tx, 'zzqxjv graph '), []);
      // Stop words are no words: they neither match nor weigh.
      assert.deepEqual(await lexical(tx, 'the of '), []);
      assert.equal((await lexical(tx, 'the colouring of '))[0], 'one-word');
    });
  });

  it('boosts a title with two query words side by side, in the query order', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, [
        ['apart', 'Graph methods for neural data', 'Results.'],
        ['together', 'Neural graph methods for data', 'Results.'],
      ]);
      assert.deepEqual(await lexical(tx, 'neural graph '), ['together', 'apart']);
    });
  });

  it('applies exclusions to the BM25 ranking, and keeps strict matches for quotes and +word', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      assert.ok(!(await lexical(tx, 'quantum graph -sensors')).includes('split'));
      assert.deepEqual(await lexical(tx, '"quantum graph"'), ['title']);
      assert.deepEqual(await lexical(tx, '+colouring graph'), ['one-word']);
    });
  });

  it('with explicit syntax, scores at most SEARCH_TITLE_POOL title matches and SEARCH_DOCUMENT_POOL abstract matches', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      const inTitle = [1, 2, 3].map((i): [string, string, string] => [`title-${i}`, `Quantum study ${i}`, 'Results.']);
      const inAbstract = [1, 2, 3].map((i): [string, string, string] => [`abstract-${i}`, `Study ${i}`, 'A quantum result.']);
      await storeSearchRows(tx, [...inTitle, ...inAbstract]);
      const ids = await lexical(tx, '+quantum', { titlePool: 2, documentPool: 1 });
      assert.equal(ids.length, 3);
      assert.ok(ids.slice(0, 2).every((id) => id.startsWith('title-')));
      assert.ok(ids[2].startsWith('abstract-'));
    });
  });

  it('with explicit syntax, relaxes the plain words only while fewer than five papers have every one', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      // No paper has all three words: relaxed, graph still required, any of the others.
      assert.deepEqual(new Set(await lexical(tx, '+graph quantum colouring')), new Set(['title', 'abstract', 'split', 'one-word']));
      const all = [1, 2, 3, 4, 5].map((i): [string, string, string] => [`all-${i}`, `Quantum graph colouring study ${i}`, 'Results.']);
      await storeSearchRows(tx, all);
      assert.deepEqual(new Set(await lexical(tx, '+graph quantum colouring')), new Set(all.map((b) => b[0])));
    });
  });

  it('filters by category or archive and by publication dates, in both rankings', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      await tx.query(`update paper_search set categories = '{quant-ph}', published_date = '2026-01-10' where paper_id in ('title', 'split')`);
      await tx.query(`update paper_search set categories = '{cs.IT,math.CO}', published_date = '2025-06-01' where paper_id in ('abstract', 'one-word')`);
      const q = 'quantum graph ';
      assert.deepEqual(new Set(await lexical(tx, q, {}, { category: 'quant-ph' })), new Set(['title', 'split']));
      assert.deepEqual(await lexical(tx, q, {}, { category: 'cs' }), ['abstract']);
      assert.deepEqual(await lexical(tx, q, {}, { category: 'CS.it' }), ['abstract']);
      assert.deepEqual(await lexical(tx, q, {}, { category: 'cs.CV' }), []);
      assert.deepEqual(new Set(await lexical(tx, q, {}, { from: '2026-01-01' })), new Set(['title', 'split']));
      assert.deepEqual(await lexical(tx, q, {}, { to: '2025-12-31' }), ['abstract']);
      assert.deepEqual(await lexical(tx, q, {}, { from: '2025-06-01', to: '2025-06-01', category: 'math' }), ['abstract']);
      assert.deepEqual(await lexical(tx, '"quantum graph"', {}, { category: 'cs' }), []);
      assert.deepEqual(await lexical(tx, '"quantum graph"', {}, { category: 'quant-ph' }), ['title']);
    });
  });
});
