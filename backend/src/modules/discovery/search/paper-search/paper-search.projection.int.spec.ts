/**
 * The paper_search projection on real PostgreSQL, fed by paper streams: one search row per paper
 * (old-style arXiv ids, OpenAlex works without one), rewritten by a newer version's metadata; the
 * embedded text's hash moves only when the title or abstract does (the embedding backlog), the
 * term postings maintained from the rows follow every rewrite, the read model's version moves on
 * every change and not on views or AI results. The lexical ranking finds papers by their current
 * text. A rebuild from the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../../platform/config/config.js';
import type { PaperMetadata } from '../../../../platform/external/arxiv/paper-metadata.js';
import { arxivRecord } from '../../../papers/testing/arxiv-record.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import {
  type CatalogRecord,
  type PaperImported,
  type PaperMetadataUpdated,
  type PaperTagged,
  type PaperViewed,
  openAlexPaperKey,
  paperKeyOf,
  paperStreamId,
} from '../../../papers/paper.js';
import { parseQuery } from './parse-query.js';
import { PaperSearchService } from './paper-search.service.js';
import { PaperSearchProjection, searchReadModelVersion } from './paper-search.projection.js';

const record = (arxivId: string, title: string, authors: string[], abstract: string, categories: string[], publishedDate: string): PaperMetadata =>
  arxivRecord(arxivId, { title, authors, abstract, categories, publishedDate });
const imported = (r: CatalogRecord) => newEvent<PaperImported>({ type: 'PaperImported', data: r }, { source: 'import' });
const updated = (r: CatalogRecord) => newEvent<PaperMetadataUpdated>({ type: 'PaperMetadataUpdated', data: r }, { source: 'arxiv-sync' });
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('paper_search projection', () => {
  const testbed = useTestEventStore();

  test('a row per paper, rewritten by newer metadata; content hash, term postings and version; lexical search; rebuild = live', async () => {
    const lexical = (q: string) => new PaperSearchService(testbed.db.pool, null as never, null as never, loadConfig({ DATABASE_URL: testbed.db.url })).lexical(parseQuery(q)).then((r) => r.ids);
    let qec = record(
      '2602.01001',
      'Quantum error correction with graph codes',
      ['Alice Smith', 'Bob Jones'],
      'We construct stabilizer codes from graphs and decode them on noisy qubits.',
      ['quant-ph', 'cs.IT'],
      '2026-02-03',
    );
    let diffusion = record(
      '2602.01002',
      'Diffusion models for protein folding',
      ['Carol White'],
      'A denoising diffusion model predicts folded structures from sequences.',
      ['q-bio.BM', 'cs.LG'],
      '2026-02-04',
    );
    const cuprates = record('cond-mat/9901001', 'Superconductivity in layered cuprates', ['D. Black'], 'Pairing in copper oxide planes.', ['cond-mat.supr-con'], '1999-01-05');
    // Before the projector runs: a bulk import, one multi-stream append.
    await testbed.store.appendMany([qec, diffusion, cuprates].map((m) => ({ streamId: paperStreamId(paperKeyOf(m)), events: [imported(m)], expected: 'no_stream' as const })));

    const projection = new PaperSearchProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      const work: CatalogRecord = {
        ...record('0000.00000', 'Attention is all you need', ['Ashish Vaswani', 'Noam Shazeer'], 'The Transformer, based solely on attention mechanisms.', ['cs.CL'], '2017-06-12'),
        arxivId: null,
        openAlexId: 'W2963403868',
        pdfUrl: null,
        source: 'openalex',
      };
      let last = await testbed.store.append(paperStreamId(openAlexPaperKey(work.openAlexId)), [newEvent<PaperImported>({ type: 'PaperImported', data: work }, { source: 'openalex' })], 'no_stream');
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);
      const hashOf = async (id: string) => (await testbed.db.pool.query<{ content_hash: string }>('select content_hash from paper_search where paper_id = $1', [id])).rows[0]?.content_hash;
      const before = { qec: await hashOf('2602.01001'), diffusion: await hashOf('2602.01002'), version: await searchReadModelVersion(testbed.db.pool) };
      assert.equal(before.diffusion, md5(`${diffusion.title}\n${diffusion.abstract}`));
      assert.deepEqual(await lexical('protein folding'), ['2602.01002']);

      // Newer versions: one only re-categorised (its embedded text unchanged), one with a new title and abstract.
      qec = { ...qec, version: 2, categories: ['quant-ph', 'cs.IT', 'cs.DS'] };
      diffusion = { ...diffusion, version: 2, title: 'Diffusion models for de novo protein design', abstract: 'A denoising diffusion model generates binders for target proteins.' };
      await testbed.store.append(paperStreamId(qec.arxivId), [updated(qec)], 0);
      last = await testbed.store.append(paperStreamId(diffusion.arxivId), [updated(diffusion)], 0);
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      const at = async (key: string) => (await testbed.store.readStream(paperStreamId(key))).at(-1)!.recordedAt;
      const rows = (await testbed.db.pool.query('select paper_id, arxiv_id, title, authors, abstract, categories, published_date::text as published_date, content_hash, updated_at from paper_search order by paper_id')).rows;
      assert.deepEqual(rows, [
        { paper_id: '2602.01001', arxiv_id: '2602.01001', title: qec.title, authors: qec.authors, abstract: qec.abstract, categories: ['quant-ph', 'cs.IT', 'cs.DS'], published_date: '2026-02-03', content_hash: before.qec, updated_at: await at(qec.arxivId) },
        { paper_id: '2602.01002', arxiv_id: '2602.01002', title: diffusion.title, authors: ['Carol White'], abstract: diffusion.abstract, categories: ['q-bio.BM', 'cs.LG'], published_date: '2026-02-04', content_hash: md5(`${diffusion.title}\n${diffusion.abstract}`), updated_at: await at(diffusion.arxivId) },
        { paper_id: 'cond-mat_9901001', arxiv_id: 'cond-mat/9901001', title: cuprates.title, authors: ['D. Black'], abstract: cuprates.abstract, categories: ['cond-mat.supr-con'], published_date: '1999-01-05', content_hash: md5(`${cuprates.title}\n${cuprates.abstract}`), updated_at: await at(cuprates.arxivId) },
        { paper_id: 'oa-W2963403868', arxiv_id: null, title: work.title, authors: work.authors, abstract: work.abstract, categories: ['cs.CL'], published_date: '2017-06-12', content_hash: md5(`${work.title}\n${work.abstract}`), updated_at: await at(openAlexPaperKey(work.openAlexId)) },
      ]);
      assert.notEqual(rows[1].content_hash, before.diffusion, 'a new title or abstract puts the paper back in the embedding backlog');
      const changedVersion = await searchReadModelVersion(testbed.db.pool);
      assert.ok(BigInt(changedVersion) > BigInt(before.version), 'a change moves the read model version (cached rankings expire)');

      // The ranking sees the current text: the old title's word is gone, the new ones are found, and so is the new category.
      assert.deepEqual(await lexical('folding'), []);
      assert.deepEqual(await lexical('protein design'), ['2602.01002']);
      assert.deepEqual(await lexical('cuprates'), ['cond-mat_9901001']);
      assert.deepEqual(await lexical('Vaswani attention'), ['oa-W2963403868']);
      assert.deepEqual(await lexical('cs.DS'), ['2602.01001']);
      // The postings derived from the rows agree with them: no lexeme of the old text left, counts and total right.
      assert.equal((await testbed.db.pool.query(`select count(*)::int as n from paper_search_terms where paper_id = '2602.01002' and lexeme = 'fold'`)).rows[0].n, 0);
      const derived = (await testbed.db.pool.query(`select lexeme, count(*)::int as papers from paper_search_terms group by lexeme order by lexeme collate "C"`)).rows;
      const kept = (await testbed.db.pool.query(`select lexeme, papers from paper_search_lexemes order by lexeme collate "C"`)).rows;
      assert.deepEqual(kept, derived);
      assert.equal(Number((await testbed.db.pool.query('select papers from paper_search_totals')).rows[0].papers), 4);

      // Views and AI tags are not the search read model's: nothing changes, not even its version.
      last = await testbed.store.append(
        paperStreamId(cuprates.arxivId),
        [
          newEvent<PaperViewed>({ type: 'PaperViewed', data: {} }),
          newEvent<PaperTagged>({ type: 'PaperTagged', data: { tags: ['superconductivity'], provider: 'local', model: 'rake-keyphrases-v1', taggedAt: '2026-03-01T10:00:00.000Z' } }),
        ],
        0,
      );
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);
      assert.equal(await searchReadModelVersion(testbed.db.pool), changedVersion);
    } finally {
      await runner.stop();
    }

    const version = await searchReadModelVersion(testbed.db.pool);
    await assertRebuildEqualsLive({
      store: testbed.store,
      pool: testbed.db.pool,
      projections: [projection],
      // paper_search_version is not compared: a rebuild must move it.
      tables: ['paper_search', 'paper_search_terms', 'paper_search_lexemes', 'paper_search_totals'],
      batchSize: 2,
    });
    assert.ok(BigInt(await searchReadModelVersion(testbed.db.pool)) > BigInt(version), 'a rebuild expires cached rankings');
  });
});
