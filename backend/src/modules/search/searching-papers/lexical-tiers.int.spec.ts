/**
 * The lexical ranking's steps together (PaperSearchService.lexical) on real PostgreSQL: the two
 * strict tiers (run at once), their union, and the relaxing step below RELAX_BELOW strict matches.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AppConfig } from '../../../platform/config/config.js';
import type { Pool, PoolClient } from '../../../platform/database/database.js';
import { sharedTestDatabase } from '../../../platform/testing/test-database.js';
import { parseQuery } from '../query-syntax/parse-query.js';
import { inEmptyReadModel, storeSearchRows } from '../testing/search-rows.js';
import { PaperSearchService } from './paper-search.service.js';

const config = {
  search: { lexicalCandidates: 200, lexicalPool: 1000, documentPool: 300, relaxedPool: 500, wordPostings: 1000 },
} as unknown as AppConfig;

describe('lexical ranking steps on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof sharedTestDatabase>>;

  before(async () => {
    db = await sharedTestDatabase(2);
  });
  after(() => db?.close());

  // Only the lexical ranking runs: no embedder or vector index is needed.
  const lexical = (tx: PoolClient, q: string) => new PaperSearchService(tx as unknown as Pool, null as never, null as never, config).lexical(parseQuery(q));

  it('puts title matches first, then papers with every word elsewhere, each once, then papers with some of the words', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      await storeSearchRows(tx, [
        ['title', 'Quantum graph codes', 'We study codes.'],
        ['abstract', 'Error correction', 'A quantum code on a graph of qubits.'],
        ['split', 'Quantum sensing', 'Sensors placed on a graph.'],
        ['one-word', 'Graph colouring', 'Colouring algorithms.'],
        ['none', 'Protein folding', 'Molecules.'],
      ]);
      const ids = await lexical(tx, 'quantum graph');
      assert.equal(ids[0], 'title');
      assert.deepEqual(new Set(ids.slice(1, 3)), new Set(['abstract', 'split']));
      assert.deepEqual(ids.slice(3), ['one-word']);
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
});
