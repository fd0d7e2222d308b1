/**
 * Research trends over HTTP (spec inst §2 /research-trends, §7): a crafted history of paper
 * imports whose trends are known goes through the catalog's ingestion (events → projections);
 * the recompute job turns it into the trends snapshot the endpoint serves, and a later import
 * changes it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PaperIngestion } from '../src/modules/papers/importing-papers/paper-ingestion.js';
import { craftedHistory } from '../src/modules/discovery/research/testing/crafted-history.js';
import type { PaperMetadata } from '../src/platform/external/arxiv/paper-metadata.js';
import { arxivRecord } from '../src/modules/papers/testing/arxiv-record.js';
import type { Position } from '../src/platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../src/platform/projections/projections.module.js';
import { expectAuthorizationMatrix } from './support/authorization-matrix.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { dropPrivateDatabase, privateDatabaseUrl } from './scholar.support.js';

const metadata = (p: { title: string; categories: string[]; publishedDate: string }, i: number, prefix = '2601'): PaperMetadata =>
  arxivRecord(`${prefix}.${90000 + i}`, { ...p, authors: ['A. Researcher'], abstract: `Abstract of ${p.title}.` });

describe('research trends', () => {
  let t: TestApp;
  const databaseUrl = privateDatabaseUrl('research');

  async function ingest(records: PaperMetadata[]): Promise<void> {
    const result = await t.app.get(PaperIngestion).ingest(records, { source: 'import' });
    assert.ok(result.position);
    await t.app.get(ReadYourWrites).waitFor(['papers', 'research-paper-facts'], result.position as Position, 30_000);
  }
  const trends = async () => {
    const res = await t.anonymous().get('/api/research-intelligence/trends');
    assert.equal(res.status, 200, res.text);
    return res.body;
  };

  before(async () => {
    t = await startTestApp({ DATABASE_URL: databaseUrl, RESEARCH_TRENDS_CHECK_MS: '0', RESEARCH_TRENDS_WAIT_MS: '20000' });
  });
  after(async () => {
    await t?.close();
    await dropPrivateDatabase(databaseUrl);
  });

  it('is public, and empty for an empty catalog', async () => {
    await expectAuthorizationMatrix(t, { method: 'get', path: '/api/research-intelligence/trends' }, { anonymous: 200, user: 200 });
    const empty = await trends();
    assert.deepEqual([empty.emergingTopics, empty.researchGaps, empty.crossDisciplinaryConnections, empty.window], [[], [], [], null]);
  });

  it('reflects the crafted history: emerging topics, gaps and connections with their real figures', async () => {
    await ingest(craftedHistory().map((p, i) => metadata(p, i)));
    const body = await trends();
    assert.deepEqual(body.window, { days: 90, recentFrom: '2026-04-02', recentTo: '2026-06-30', previousFrom: '2026-01-02', previousTo: '2026-04-01' });
    assert.equal(body.papersAnalyzed, 23);
    assert.equal(body.catalogPapers, craftedHistory().length, 'says how many catalog papers it looked at');
    assert.deepEqual(
      body.emergingTopics.map((x: { topic: string; growthRate: number; papers: number }) => [x.topic, x.growthRate, x.papers]),
      [
        ['sparse autoencoder', 300, 4],
        ['Computation and Language (cs.CL)', 200, 6],
        ['Neurons and Cognition (q-bio.NC)', 200, 3],
        ['Machine Learning (cs.LG)', 33.3, 4],
      ],
    );
    assert.ok(body.emergingTopics.every((x: { keyWords: string[] }) => Array.isArray(x.keyWords) && x.keyWords.length > 0));
    assert.deepEqual(
      body.researchGaps.map((g: { area: string; opportunityLevel: string }) => [g.area, g.opportunityLevel]),
      // 1 → 3 papers is +200% but too few papers for a "high" opportunity.
      [
        ['Neurons and Cognition (q-bio.NC)', 'low'],
        ['Machine Learning (cs.LG)', 'low'],
      ],
    );
    assert.match(body.researchGaps[0].description, /^3 papers in the last 90 days, up from 1/);
    assert.deepEqual(
      body.crossDisciplinaryConnections.map((c: { domains: string[]; connectionStrength: number; potentialImpact: string }) => [c.domains, c.connectionStrength, c.potentialImpact]),
      [[['Machine Learning (cs.LG)', 'Neurons and Cognition (q-bio.NC)'], 3, 'High']],
    );
    assert.ok(!Number.isNaN(Date.parse(body.computedAt)));
  });

  it('is recomputed after a later import', async () => {
    const first = await trends();
    const cv = Array.from({ length: 3 }, (_, i) => ({ title: `Vision item${i}x item${i}y`, categories: ['cs.CV'], publishedDate: '2026-06-15' }));
    await ingest(cv.map((p, i) => metadata(p, i, '2606')));
    const body = await trends();
    assert.ok(body.computedAt > first.computedAt);
    const topic = body.emergingTopics.find((x: { topic: string }) => x.topic === 'Computer Vision and Pattern Recognition (cs.CV)');
    assert.deepEqual([topic?.growthRate, topic?.papers], [75, 7]);
  });
});
