/** The search pool's connection settings on real PostgreSQL (DATABASE_URL): tier queries go through the GIN index. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPool, ensureDatabase, migrate, type Pool } from '../../../../platform/database/database.js';
import { SEARCH_CONNECTION_SETTINGS } from './search-pool.js';

const DATABASE_URL = process.env.DATABASE_URL;

/** A tier query's shape (the first matches of a tsquery, as many as the pool allows) over a scratch table. */
const TABLE = 'search_pool_spec_documents';
const TIER_QUERY = `explain (format json) select id from ${TABLE} where document @@ to_tsquery('simple', 'graph') limit 300`;

async function planOf(pool: Pool, sql: string): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': unknown }>(sql);
  return JSON.stringify(rows[0]['QUERY PLAN']);
}

describe('search pool on PostgreSQL', { skip: DATABASE_URL ? false : 'DATABASE_URL not set' }, () => {
  let plain: Pool;
  let search: Pool;

  before(async () => {
    await ensureDatabase(DATABASE_URL!);
    plain = createPool(DATABASE_URL!, 1);
    await migrate(plain);
    search = createPool(DATABASE_URL!, 1, SEARCH_CONNECTION_SETTINGS);
    // 4,000 documents, a third with the word: the limit is reached after ~900 rows of a scan,
    // which is what makes a sequential scan look cheaper than the GIN index to the planner.
    await plain.query(`drop table if exists ${TABLE}`);
    await plain.query(`create table ${TABLE} (id int primary key, document tsvector not null)`);
    await plain.query(`create index on ${TABLE} using gin (document)`);
    await plain.query(
      `insert into ${TABLE} select i, to_tsvector('simple', case when i % 3 = 0 then 'graph learning' else 'image model' end || ' ' || i) from generate_series(1, 4000) i`,
    );
    await plain.query(`analyze ${TABLE}`);
  });
  after(async () => {
    await plain?.query(`drop table if exists ${TABLE}`);
    await plain?.end();
    await search?.end();
  });

  it('plans a tier query through the GIN index where a plain connection would scan the table', async () => {
    // The contrast shows the setting matters: a plain connection expects to reach the limit early
    // in a sequential scan (true here, not when matches cluster at the end of the table).
    assert.match(await planOf(plain, TIER_QUERY), /"Seq Scan"/);
    const plan = await planOf(search, TIER_QUERY);
    assert.match(plan, /"Bitmap Index Scan"/);
    assert.doesNotMatch(plan, /"Seq Scan"/);
  });

  it('never JIT-compiles: a disabled-scan plan of the one-row version table would cross jit_above_cost', async () => {
    const { rows } = await search.query<{ jit: string }>('show jit');
    assert.equal(rows[0].jit, 'off');
    assert.doesNotMatch(await planOf(search, 'explain (format json, analyze) select version from paper_search_version'), /"JIT"/);
  });
});
