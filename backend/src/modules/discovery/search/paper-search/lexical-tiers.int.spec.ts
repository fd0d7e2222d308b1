/**
 * The lexical ranking's steps together (PaperSearchService.lexical) on real PostgreSQL: the two
 * strict tiers (run at once), their union, and the relaxing step below RELAX_BELOW strict matches.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AppConfig } from '../../../../platform/config/config.js';
import type { Pool, PoolClient } from '../../../../platform/database/database.js';
import { sharedTestDatabase } from '../../../../platform/testing/test-database.js';
import { parseQuery } from './parse-query.js';
import { inEmptyReadModel, storeSearchRows } from '../testing/search-rows.js';
import { PaperSearchService } from './paper-search.service.js';

const configWith = (broadQueryPostings: number, pools: { titlePool?: number; documentPool?: number } = {}) =>
  ({
    search: { lexicalCandidates: 200, titlePool: 300, lexicalPool: 1000, documentPool: 100, relaxedPool: 500, wordPostings: 1000, broadQueryPostings, ...pools },
  }) as unknown as AppConfig;

describe('lexical ranking steps on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof sharedTestDatabase>>;

  before(async () => {
    db = await sharedTestDatabase(2);
  });
  after(() => db?.close());

  // Only the lexical ranking runs: no embedder or vector index is needed.
  const lexical = (tx: PoolClient, q: string, broadQueryPostings = 20_000) =>
    new PaperSearchService(tx as unknown as Pool, null as never, null as never, configWith(broadQueryPostings)).lexical(parseQuery(q));

  const papers: [string, string, string][] = [
    ['title', 'Quantum graph codes', 'We study codes.'],
    ['abstract', 'Error correction', 'A quantum code on a graph of qubits.'],
    ['split', 'Quantum sensing', 'Sensors placed on a graph.'],
    ['one-word', 'Graph colouring', 'Colouring algorithms.'],
    ['none', 'Protein folding', 'Molecules.'],
  ];

  it('puts title matches first, then papers with every word elsewhere, each once, then papers with some of the words', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      const ids = await lexical(tx, 'quantum graph');
      assert.equal(ids[0], 'title');
      assert.deepEqual(new Set(ids.slice(1, 3)), new Set(['abstract', 'split']));
      assert.deepEqual(ids.slice(3), ['one-word']);
    });
  });

  it('scores at most SEARCH_TITLE_POOL title matches and SEARCH_DOCUMENT_POOL abstract matches', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      const inTitle = [1, 2, 3].map((i): [string, string, string] => [`title-${i}`, `Quantum study ${i}`, 'Results.']);
      const inAbstract = [1, 2, 3].map((i): [string, string, string] => [`abstract-${i}`, `Study ${i}`, 'A quantum result.']);
      await storeSearchRows(tx, [...inTitle, ...inAbstract]);
      const search = new PaperSearchService(tx as unknown as Pool, null as never, null as never, configWith(20_000, { titlePool: 2, documentPool: 1 }));
      const ids = await search.lexical(parseQuery('quantum'));
      assert.equal(ids.length, 3);
      assert.ok(ids.slice(0, 2).every((id) => id.startsWith('title-')));
      assert.ok(ids[2].startsWith('abstract-'));
    });
  });

  it('does not relax once five papers have every word', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      const both = [1, 2, 3, 4, 5].map((i): [string, string, string] => [`both-${i}`, `Quantum graph study ${i}`, 'Results.']);
      await storeSearchRows(tx, [...both, ['one-word', 'Graph colouring', 'Colouring algorithms.']]);
      const ids = await lexical(tx, 'quantum graph');
      assert.deepEqual(new Set(ids), new Set(both.map((b) => b[0])));
    });
  });

  it('ranks a broad query of plain words from the postings alone, even a single word; explicit syntax keeps the strict tiers', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, papers);
      // With no GIN work allowed, every plain-word query is broad: BM25 over the postings, words
      // in the title first, papers with some of the words included.
      const broad = await lexical(tx, 'quantum graph ', 0);
      assert.equal(broad[0], 'title');
      assert.deepEqual(new Set(broad.slice(1)), new Set(['abstract', 'split', 'one-word']));
      assert.deepEqual(new Set(await lexical(tx, 'graph ', 0)), new Set(['title', 'abstract', 'split', 'one-word']));
      // A phrase must hold whatever the words cost.
      assert.deepEqual(await lexical(tx, '"quantum graph"', 0), ['title']);
      // Under the limit, the strict tiers: the paper with one of the words waits for relaxing.
      assert.equal((await lexical(tx, 'quantum graph ', 5)).at(-1), 'one-word');
    });
  });

  it('prepares the strict tiers of plain words per query shape, and answers right through their generic plans', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      const topics = ['quantum', 'graph', 'protein', 'galaxy', 'market', 'speech', 'robot', 'climate'];
      await storeSearchRows(
        tx,
        topics.map((t): [string, string, string] => [t, `${t} codes alpha beta gamma delta`, `About ${t}.`]),
      );
      // Six words: a shape no other test here uses, so its statements are this test's.
      const prepared = async () =>
        (await tx.query<{ name: string; generic_plans: string }>(`select name, generic_plans::text from pg_prepared_statements where name like 'search-tier-%'`)).rows;
      const known = new Set((await prepared()).map((s) => s.name));
      const added = async () => (await prepared()).filter((s) => !known.has(s.name));
      for (const topic of topics) assert.equal((await lexical(tx, `${topic} codes alpha beta gamma delta `))[0], topic, topic);
      // One shape, two tiers: two statements, each past PostgreSQL's five custom plans.
      const statements = await added();
      assert.equal(statements.length, 2);
      for (const s of statements) assert.ok(Number(s.generic_plans) > 0, `${s.name} ran on a generic plan`);
      // Another shape (an open last word) is another statement; past eight words, none.
      assert.equal((await lexical(tx, 'quantum codes alpha beta gamma del'))[0], 'quantum');
      assert.equal((await added()).length, 4);
      await lexical(tx, 'one two three four five six seven eight nine ');
      assert.equal((await added()).length, 4);
    });
  });
});
