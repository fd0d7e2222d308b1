/**
 * For integration tests of search SQL: work on `paper_search` rows in a transaction that starts
 * from an empty read model and is rolled back, so tests sharing the run's database see none of it.
 */
import type { Pool, PoolClient } from '../../../../platform/database/database.js';

export async function inEmptyReadModel(pool: Pool, fn: (tx: PoolClient) => Promise<void>): Promise<void> {
  const tx = await pool.connect();
  try {
    await tx.query('begin');
    await tx.query('delete from paper_search');
    await fn(tx);
  } finally {
    await tx.query('rollback');
    tx.release();
  }
}

/** Writes (or rewrites) papers' titles and abstracts, as the projection would. */
export function storeSearchRows(tx: PoolClient, papers: [id: string, title: string, abstract: string][]) {
  return tx.query(
    `insert into paper_search (paper_id, title, abstract, updated_at)
     select *, now() from unnest($1::text[], $2::text[], $3::text[])
     on conflict (paper_id) do update set title = excluded.title, abstract = excluded.abstract, updated_at = excluded.updated_at`,
    [papers.map((p) => p[0]), papers.map((p) => p[1]), papers.map((p) => p[2])],
  );
}
