/**
 * The impact-ordered postings (440-search-terms.sql) and the "some of the words" ranking read from
 * them, on real PostgreSQL (the run's shared database). Each test runs in a transaction that
 * starts from an empty paper_search and is rolled back (testing/search-rows.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PoolClient } from '../../../../platform/database/database.js';
import { sharedTestDatabase } from '../../../../platform/testing/test-database.js';
import { parseQuery } from './parse-query.js';
import { inEmptyReadModel, storeSearchRows } from '../testing/search-rows.js';
import { ginPostingsSql, plainWords, someWordsSql } from './some-words-sql.js';

describe('some-words ranking on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof sharedTestDatabase>>;

  before(async () => {
    db = await sharedTestDatabase(2);
  });
  after(() => db?.close());

  async function state(tx: PoolClient) {
    const { rows } = await tx.query<{ papers: string; terms: string; lexemes: Record<string, number> | null }>(
      `select (select papers from paper_search_totals)::text as papers,
              (select count(*) from paper_search_terms)::text as terms,
              (select jsonb_object_agg(lexeme, papers) from paper_search_lexemes) as lexemes`,
    );
    return { papers: Number(rows[0].papers), terms: Number(rows[0].terms), lexemes: rows[0].lexemes ?? {} };
  }

  async function rank(tx: PoolClient, q: string, perLexeme = 100): Promise<string[]> {
    const { text, values } = someWordsSql(plainWords(parseQuery(q))!, perLexeme, 10);
    const { rows } = await tx.query<{ paper_id: string }>(text, values);
    return rows.map((r) => r.paper_id);
  }

  it('keeps postings, document frequencies and the paper count in step with every write', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      assert.deepEqual(await state(tx), { papers: 0, terms: 0, lexemes: {} });
      await storeSearchRows(tx, [
        ['a', 'Graph networks', 'Graphs.'],
        ['b', 'Black holes', 'Entropy.'],
      ]);
      assert.deepEqual(await state(tx), { papers: 2, terms: 5, lexemes: { graph: 1, network: 1, black: 1, hole: 1, entropi: 1 } });

      // Rewritten unchanged (as every metadata event does), then changed.
      await storeSearchRows(tx, [['a', 'Graph networks', 'Graphs.']]);
      assert.equal((await state(tx)).terms, 5);
      await storeSearchRows(tx, [['a', 'Graph transformers', 'Graphs.']]);
      assert.deepEqual((await state(tx)).lexemes, { graph: 1, transform: 1, black: 1, hole: 1, entropi: 1 });

      await tx.query(`delete from paper_search where paper_id = 'b'`);
      assert.deepEqual(await state(tx), { papers: 1, terms: 2, lexemes: { graph: 1, transform: 1 } });
      await tx.query('truncate paper_search');
      assert.deepEqual(await state(tx), { papers: 0, terms: 0, lexemes: {} });
    });
  });

  it('ranks a paper with the words in its title above papers mentioning them in passing, rare words above common ones', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, [
        ['title', 'Occupancy forecasting with voxels', 'We predict what is occupied.'],
        ['passing', 'A survey', 'Among many topics we touch on occupancy, forecasting and voxels, and much more besides.'],
        ['common-only', 'Forecasting', 'Forecasting models forecasting weather.'],
        ['unrelated', 'Galaxies', 'Stars form.'],
        ...Array.from({ length: 6 }, (_, i): [string, string, string] => [`filler-${i}`, `Forecasting study ${i}`, 'More forecasting.']),
      ]);
      const ranked = await rank(tx, 'voxel occupancy forecasting ');
      assert.equal(ranked[0], 'title');
      assert.equal(ranked[1], 'passing');
      assert.ok(!ranked.includes('unrelated'));
      // Stop words are no words: "the" and "of" find nothing.
      assert.deepEqual(await rank(tx, 'the of '), []);
    });
  });

  it('reads only the best-weighted papers of each lexeme, and completes an open last word', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, [
        ['strong', 'Transformers', 'Transformers everywhere.'],
        ['weak', 'A long survey', `One mention of transformers among ${'many other words '.repeat(20)}.`],
      ]);
      assert.deepEqual(await rank(tx, 'transformers '), ['strong', 'weak']);
      assert.deepEqual(await rank(tx, 'transformers ', 1), ['strong']);
      assert.deepEqual(await rank(tx, 'transfo'), ['strong', 'weak']);
      assert.deepEqual(await rank(tx, 'transfo '), []);
      // An open stop word is no prefix: "for" does not stand for "formal".
      await storeSearchRows(tx, [['formal', 'Formal proofs', 'Proofs.']]);
      assert.deepEqual(await rank(tx, 'transformers for'), ['strong', 'weak']);
    });
  });

  it('estimates the postings a GIN scan goes through: the rarest word, plus an open prefix in full, stop words left out', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, [
        ['a', 'Graph networks', 'Graphs.'],
        ['b', 'Graph theory', 'Formal proofs.'],
        ['c', 'Graph colouring', 'Formal methods. Forward search.'],
      ]);
      const postings = async (q: string) => {
        const { text, values } = ginPostingsSql(plainWords(parseQuery(q))!);
        return (await tx.query<{ postings: number }>(text, values)).rows[0].postings;
      };
      assert.equal(await postings('graph networks '), 1); // graph 3, network 1
      assert.equal(await postings('graph '), 3);
      assert.equal(await postings('the graph '), 3);
      // "net" itself is in no paper; as a prefix it is "network" (1), collected whole: 1 + 1.
      assert.equal(await postings('graph net'), 2);
      // "form" as a prefix is "formal" (2): the rarer clause, and collected whole: 2 + 2.
      assert.equal(await postings('graph form'), 4);
      // A stop word is no word, open or not ("formal" and "forward" are not read).
      assert.equal(await postings('graph for'), 3);
      assert.equal(await postings('the of'), 0);
    });
  });

  it('plans the estimate once per connection: PL/pgSQL with one generic plan, not an SQL body planned on every call', async () => {
    const { rows } = await db.pool.query<{ language: string; config: string[] | null }>(
      `select l.lanname as language, p.proconfig as config
         from pg_proc p join pg_language l on l.oid = p.prolang
        where p.proname = 'search_gin_postings'`,
    );
    assert.deepEqual(rows, [{ language: 'plpgsql', config: ['plan_cache_mode=force_generic_plan'] }]);
  });

  it('leaves explicit syntax to the GIN steps', () => {
    assert.deepEqual(plainWords(parseQuery('graph neural')), [
      { text: 'graph', prefix: false },
      { text: 'neural', prefix: true },
    ]);
    for (const q of ['"graph neural"', 'graph OR neural', 'graph -neural', 'graph cs.LG']) assert.equal(plainWords(parseQuery(q)), null, q);
  });
});
