/** The tsqueries built by tsquery-sql evaluated by real PostgreSQL (DATABASE_URL) against documents built like paper_search's. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPool, ensureDatabase, migrate, type Pool } from '../../../../platform/database/database.js';
import { parseQuery } from './parse-query.js';
import { sqlParams, strictTsquery, twoWordsTsquery } from './tsquery-sql.js';

const DATABASE_URL = process.env.DATABASE_URL;

describe('tsquery SQL on PostgreSQL', { skip: DATABASE_URL ? false : 'DATABASE_URL not set' }, () => {
  let pool: Pool;

  before(async () => {
    await ensureDatabase(DATABASE_URL!);
    pool = createPool(DATABASE_URL!, 2);
    await migrate(pool);
  });
  after(() => pool?.end());

  /** Whether a paper with this title and abstract matches the tsquery `build` makes of `q`. */
  async function matches(build: typeof strictTsquery, q: string, title: string, abstract: string): Promise<boolean> {
    const p = sqlParams();
    const tsquery = build(parseQuery(q), p)!;
    const { rows } = await pool.query<{ match: boolean }>(
      `select search_document(${p.add(title)}, '{}', ${p.add(abstract)}, '{}') @@ ${tsquery} as match`,
      p.values,
    );
    return rows[0].match;
  }

  it('"two of the words" needs two real words: a pair with a stop word is no pair', async () => {
    // "with" is an English stop word: before search_pair, (binary && with) was just "binary".
    assert.equal(await matches(twoWordsTsquery, 'binary games with unidirectional', 'Binary codes', 'Codes over small alphabets.'), false);
    assert.equal(await matches(twoWordsTsquery, 'binary games with unidirectional', 'Binary games', 'Two players alternate.'), true);
    assert.equal(await matches(twoWordsTsquery, 'binary games with unidirectional', 'Unidirectional links', 'Binary signalling over them.'), true);
  });

  it('a hyphenated word needs every part, side by side or not; a quoted phrase needs them side by side', async () => {
    assert.equal(await matches(strictTsquery, 'vision-based', 'Vision-based grasping', ''), true);
    assert.equal(await matches(strictTsquery, 'vision-based', 'Grasping', 'A controller based on stereo vision.'), true);
    assert.equal(await matches(strictTsquery, 'vision-based', 'Grasping', 'A controller based on touch.'), false);
    assert.equal(await matches(strictTsquery, '"vision based"', 'Grasping', 'A controller based on stereo vision.'), false);
  });

  it('completes an open last word as a prefix, unless it is a stop word', async () => {
    assert.equal(await matches(strictTsquery, 'graph transf', 'Graph transformers', ''), true);
    assert.equal(await matches(strictTsquery, 'graph transf', 'Graph colouring', ''), false);
    // "for" is finished and no word: it must not require a word beginning "for" (form, format…).
    assert.equal(await matches(strictTsquery, 'graph for', 'Graph colouring', 'Colouring algorithms.'), true);
    assert.equal(await matches(strictTsquery, 'graph form', 'Graph colouring', 'Colouring algorithms.'), false);
    assert.equal(await matches(strictTsquery, 'graph form', 'Graph colouring', 'Formal proofs.'), true);
  });
});
