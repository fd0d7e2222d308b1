/**
 * The impact-ordered postings (440-search-terms.sql) and the BM25 ranking of plain words read from
 * them (bm25-sql.ts), on real PostgreSQL (the run's shared database). Each test runs in a transaction that
 * starts from an empty paper_search and is rolled back (testing/search-rows.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PoolClient } from '../../../../platform/database/database.js';
import { sharedTestDatabase } from '../../../../platform/testing/test-database.js';
import { parseQuery } from './parse-query.js';
import { inEmptyReadModel, storeSearchRows } from '../testing/search-rows.js';
import { bm25Sql, plainWords } from './bm25-sql.js';

describe('BM25 ranking on PostgreSQL', () => {
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
    const { text, values } = bm25Sql(plainWords(parseQuery(q))!, { perLexeme, limit: 10 });
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

  it('answers each paper\'s coverage: the share of the query\'s idf mass it matches', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, [
        ['both', 'Graph networks', 'Graphs.'],
        ['graph', 'Graph theory', 'Proofs.'],
        ['other', 'Protein folding', 'Molecules.'],
      ]);
      const coverage = async (q: string) => {
        const { text, values } = bm25Sql(plainWords(parseQuery(q))!, { perLexeme: 100, limit: 10 });
        return Object.fromEntries((await tx.query<{ paper_id: string; coverage: number }>(text, values)).rows.map((r) => [r.paper_id, Number(r.coverage.toFixed(3))]));
      };
      // idf: graph (2 of 3 papers) ln(1 + 1.5/2.5) = 0.470, network (1 of 3) ln(1 + 2.5/1.5) = 0.981.
      assert.deepEqual(await coverage('graph networks '), { both: 1, graph: 0.324 });
      // An unknown word weighs the highest idf there is, ln(1 + 3.5/0.5) = 2.079.
      assert.deepEqual(await coverage('graph zzqxjv '), { both: 0.184, graph: 0.184 });
      // A stop word weighs nothing.
      assert.deepEqual(await coverage('the graph '), { both: 1, graph: 1 });
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

  it('ranks plain words (exclusions allowed) by BM25 and leaves explicit syntax to the strict GIN steps', () => {
    assert.deepEqual(plainWords(parseQuery('graph neural')), [
      { text: 'graph', prefix: false },
      { text: 'neural', prefix: true },
    ]);
    assert.deepEqual(plainWords(parseQuery('graph -neural')), [{ text: 'graph', prefix: false }]);
    for (const q of ['"graph neural"', 'graph OR neural', '+graph neural', 'graph cs.LG', '-neural']) assert.equal(plainWords(parseQuery(q)), null, q);
  });
  it('reads the best papers from paper_search by its primary key, never the whole table, with or without filters', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, [
        ['a', 'Graph networks', 'Graphs.'],
        ['b', 'Black holes', 'Entropy.'],
      ]);
      // The search connections' settings (search-pool.ts): a sequential scan left in the plan is
      // one the planner had no other way to run (the postings' ids are collate "C", paper_search's not).
      await tx.query(`set local enable_seqscan = off`);
      for (const filters of [undefined, { category: 'cs.LG' }]) {
        const { text, values } = bm25Sql(plainWords(parseQuery('graph networks'))!, { perLexeme: 100, limit: 10, filters });
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${text}`, values);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        assert.doesNotMatch(plan, /Seq Scan on paper_search p\b/, plan);
      }
    });
  });
});
