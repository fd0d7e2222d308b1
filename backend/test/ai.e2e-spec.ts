/**
 * AI features over HTTP with the local providers on real corpus papers: summaries (authorization,
 * the free plan's 3 per UTC day with the 4th refused 429, idempotent regeneration, usage, stats),
 * research intelligence (figures from the catalog), auto-tagging (a Bull job) and chat in its
 * three contexts (bad input 400 naming the field).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AI_MESSAGES, type Intelligence, type Paper, type Stats, type Summary, type UsageRecord, parseSummary } from '@scholarlens/contracts';
import { LOCAL_MODELS } from '../src/platform/ai/llm/local-ai.provider.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { expectAuthorizationMatrix } from './support/authorization-matrix.js';

describe('AI features (local providers)', () => {
  let t: AiTestApp;
  let ids: string[];
  let next = 0;
  /** A paper nobody has summarized yet in this file. */
  const fresh = () => ids[next++];

  before(async () => {
    t = await startAiTestApp('ai');
    const { rows } = await t.pool.query<{ id: string }>('select id from papers order by published_date desc, id desc');
    ids = rows.map((r) => r.id);
    assert.ok(ids.length >= 150);
  });
  after(async () => {
    await t?.close();
  });

  const usage = async (account: 'ada' | 'grace' | 'alan' | 'marie', feature = 'aiSummary') =>
    ((await (await t.as(account)).get('/api/usage')).body as UsageRecord[]).find((u) => u.feature === feature)?.count ?? 0;

  describe('POST /api/papers/:id/summary', () => {
    it('is for signed-in users: anonymous 401 with a clear message', async () => {
      const res = await expectAuthorizationMatrix(t, { method: 'post', path: () => `/api/papers/${fresh()}/summary` }, { anonymous: 401, user: 200, otherUser: 200, admin: 200 });
      assert.match(res.anonymous!.body.message, /Sign in/);
      const summary = parseSummary(res.user!.body.summary) as Summary;
      assert.ok(summary, 'the answer is {summary} with the stored JSON text');
    });

    it('stores the summary on the paper with its provider and model; the paper page shows it', async () => {
      const ada = await t.as('ada');
      const id = fresh();
      const res = await ada.post(`/api/papers/${id}/summary`);
      assert.equal(res.status, 200, res.text);
      const summary = parseSummary(res.body.summary)!;
      assert.equal(summary.provider, 'local');
      assert.equal(summary.model, LOCAL_MODELS.summary);
      assert.ok(summary.confidence > 0 && summary.confidence <= 1);
      assert.ok(Array.isArray(summary.keyFindings) && summary.keyFindings.length > 0);
      const paper = (await t.anonymous().get(`/api/papers/${id}`)).body as Paper;
      assert.equal(paper.summary, res.body.summary);
      for (const f of summary.keyFindings as string[]) assert.ok(paper.abstract.replace(/\s+/g, ' ').includes(f), 'extractive: findings are sentences of the abstract');
    });

    it('free plan: 3 summaries per UTC day; the 4th is 429 {message} and charges nothing', async () => {
      const marie = await t.as('marie');
      assert.equal(await usage('marie'), 1, 'one summary in the authorization matrix');
      for (let i = 0; i < 2; i++) assert.equal((await marie.post(`/api/papers/${fresh()}/summary`)).status, 200);
      assert.equal(await usage('marie'), 3);
      const fourth = fresh();
      const refused = await marie.post(`/api/papers/${fourth}/summary`);
      assert.equal(refused.status, 429, refused.text);
      assert.equal(refused.body.message, AI_MESSAGES.summaryLimitReached);
      assert.equal(await usage('marie'), 3, 'a refused summary is not charged');
      assert.equal((await t.anonymous().get(`/api/papers/${fourth}`)).body.summary, null, 'nothing was generated');
    });

    it('regenerating within the reuse window answers the stored summary: no charge, not limited', async () => {
      const marie = await t.as('marie');
      const ada = await t.as('ada');
      const id = fresh();
      const first = await ada.post(`/api/papers/${id}/summary`);
      assert.equal(first.status, 200);
      const before = await usage('ada');
      const again = await ada.post(`/api/papers/${id}/summary`);
      assert.equal(again.body.summary, first.body.summary);
      assert.equal(await usage('ada'), before, 'no double charge');
      // Marie is at her limit, yet a summary that exists is answered (she consumes nothing).
      const stored = await marie.post(`/api/papers/${id}/summary`);
      assert.equal(stored.status, 200);
      assert.equal(stored.body.summary, first.body.summary);
      assert.equal(await usage('marie'), 3);
    });

    it('two requests at once generate once and charge once', async () => {
      const grace = await t.as('grace');
      const before = await usage('grace');
      const id = fresh();
      const [a, b] = await Promise.all([grace.post(`/api/papers/${id}/summary`), grace.post(`/api/papers/${id}/summary`)]);
      assert.equal(a.status, 200);
      assert.equal(a.body.summary, b.body.summary);
      assert.equal(await usage('grace'), before + 1);
      const { rows } = await t.pool.query(`select count(*)::int as n from events where stream_id = $1 and type = 'PaperSummarized'`, [`paper-${id}`]);
      assert.equal(rows[0].n, 1);
    });

    it('pro plan is unlimited', async () => {
      const grace = await t.as('grace');
      for (let i = 0; i < 4; i++) assert.equal((await grace.post(`/api/papers/${fresh()}/summary`)).status, 200);
      assert.ok((await usage('grace')) >= 5);
    });

    it('an unknown paper is 404 and charges nothing', async () => {
      const before = await usage('grace');
      const res = await (await t.as('grace')).post('/api/papers/2401.99999/summary');
      assert.equal(res.status, 404);
      assert.equal(res.body.message, 'Paper not found');
      assert.equal(await usage('grace'), before);
    });

    it('an admin putting a user on Pro lifts the limit at once (entitlements follow the users read model)', async () => {
      const marie = await t.as('marie');
      const id = fresh();
      assert.equal((await marie.post(`/api/papers/${id}/summary`)).status, 429);
      const { id: marieId } = await t.userOf('marie');
      const changed = await (await t.as('alan')).post(`/api/admin/users/${marieId}/plan`).send({ plan: 'pro' });
      assert.equal(changed.status, 200, changed.text);
      assert.equal((await marie.post(`/api/papers/${id}/summary`)).status, 200);
      assert.equal(await usage('marie'), 4);
      await (await t.as('alan')).post(`/api/admin/users/${marieId}/plan`).send({ plan: 'free' });
      assert.equal((await marie.post(`/api/papers/${fresh()}/summary`)).status, 429);
    });

    it('aiQuality in the stats is the mean confidence of stored summaries, as a percent', async () => {
      const { rows } = await t.pool.query<{ avg: number; n: number }>('select avg(summary_confidence) as avg, count(summary_confidence)::int as n from papers');
      assert.ok(rows[0].n >= 10);
      const stats = (await t.anonymous().get('/api/stats')).body as Stats;
      assert.equal(stats.aiQuality, Math.round(Number(rows[0].avg) * 100));
    });
  });

  describe('POST /api/papers/:id/intelligence', () => {
    it('is open to anyone; answers the Intelligence shape with provider and model, stored on the paper', async () => {
      const id = ids[0];
      const res = await expectAuthorizationMatrix(t, { method: 'post', path: `/api/papers/${id}/intelligence` }, { anonymous: 200, user: 200 });
      const i = res.anonymous!.body as Intelligence;
      assert.ok(Number.isInteger(i.impactScore) && i.impactScore >= 0 && i.impactScore <= 100);
      assert.ok(['high', 'medium', 'low'].includes(i.citationPotential));
      for (const k of ['keyFindings', 'collaborationOpportunities', 'researchTrends'] as const) assert.ok(Array.isArray(i[k]) && i[k].length > 0, k);
      assert.equal(typeof i.methodologyType, 'string');
      assert.equal(i.provider, 'local');
      assert.equal(i.model, LOCAL_MODELS.intelligence);
      assert.deepEqual(res.user!.body, i, 'stored: asked again, the same intelligence');
      const paper = (await t.anonymous().get(`/api/papers/${id}`)).body as Paper;
      assert.deepEqual(paper.intelligence, i);
    });

    it('its figures are the catalog’s: category activity counted from published dates', async () => {
      const paper = (await t.anonymous().get(`/api/papers/${ids[1]}`)).body as Paper;
      const i = (await t.anonymous().post(`/api/papers/${ids[1]}/intelligence`)).body as Intelligence;
      const category = paper.categories[0];
      const { rows } = await t.pool.query<{ end: string; recent: number; previous: number }>(
        `with e as (select max(published_date) as d from paper_categories where prefix = lower($1))
         select e.d::text as end,
           (select count(*)::int from paper_categories where prefix = lower($1) and published_date > e.d - 90 and published_date <= e.d) as recent,
           (select count(*)::int from paper_categories where prefix = lower($1) and published_date > e.d - 180 and published_date <= e.d - 90) as previous
         from e`,
        [category],
      );
      const r = rows[0];
      const line = i.researchTrends.find((s) => s.startsWith(`${category}:`));
      assert.ok(line, `a trend line for ${category}: ${i.researchTrends.join(' | ')}`);
      assert.ok(line.includes(`${r.recent} paper${r.recent === 1 ? '' : 's'} in the 90 days to ${r.end}`), line);
      assert.ok(line.includes(`(${r.previous})`), line);
    });

    it('an unknown paper is 404', async () => {
      assert.equal((await t.anonymous().post('/api/papers/2401.99999/intelligence')).status, 404);
    });
  });

  describe('POST /api/papers/auto-tag', () => {
    it('a bad batch size is 400 naming the field', async () => {
      const ada = await t.as('ada');
      for (const batchSize of [0, 101, 'ten']) {
        const res = await ada.post('/api/papers/auto-tag').send({ batchSize });
        assert.equal(res.status, 400, `${batchSize}: ${res.text}`);
        assert.match(res.body.message, /^batchSize/);
      }
    });

    it('tags the newest untagged papers in a job; the feed shows the tags and who made them', async () => {
      const ada = await t.as('ada');
      const res = await ada.post('/api/papers/auto-tag').send({ batchSize: 5 });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { taggedPapers: 5 });
      const feed = (await t.anonymous().get('/api/papers?limit=10')).body as Paper[];
      for (const p of feed.slice(0, 5)) {
        assert.ok(p.tags.length >= 1 && p.tags.length <= 5, `${p.id} tags ${p.tags}`);
        assert.deepEqual(p.tagsProvenance, { provider: 'local', model: LOCAL_MODELS.tags });
      }
      assert.ok(feed.slice(5).every((p) => p.tags.length === 0));
      // The next call takes the next untagged papers; no body means the default batch.
      const again = await ada.post('/api/papers/auto-tag');
      assert.equal(again.status, 200);
      assert.deepEqual(again.body, { taggedPapers: 20 });
      const { rows } = await t.pool.query(`select count(*)::int as n from papers where jsonb_array_length(tags) > 0`);
      assert.equal(rows[0].n, 25);
    });
  });

  describe('chat', () => {
    it('is open to anyone; a blank message, a wrong context or a too long message is 400 naming the field', async () => {
      const id = ids[0];
      await expectAuthorizationMatrix(t, { method: 'post', path: `/api/papers/${id}/chat`, body: { message: 'What methodology does this paper use?', context: 'paper' } }, { anonymous: 200, user: 200 });
      const anon = t.anonymous();
      for (const [body, field] of [
        [{ message: '   ', context: 'paper' }, 'message'],
        [{ context: 'paper' }, 'message'],
        [{ message: 'hi', context: 'everything' }, 'context'],
        [{ message: 'x'.repeat(2001), context: 'general' }, 'message'],
      ] as const) {
        const res = await anon.post(`/api/papers/${id}/chat`).send(body);
        assert.equal(res.status, 400, res.text);
        assert.match(res.body.message, new RegExp(`^${field}`));
      }
      assert.equal((await anon.post('/api/ai/chat').send({ message: 'themes?', context: 'collection' })).body.message.split(':')[0], 'paperIds');
      assert.equal((await anon.post('/api/papers/2401.99999/chat').send({ message: 'hi', context: 'paper' })).status, 404);
    });

    it('paper context answers from the paper with suggestions, labelled local', async () => {
      const paper = (await t.anonymous().get(`/api/papers/${ids[2]}`)).body as Paper;
      const res = await t.anonymous().post(`/api/papers/${paper.id}/chat`).send({ message: 'Summarize the key findings', context: 'paper' });
      assert.equal(res.status, 200, res.text);
      assert.ok(res.body.response.startsWith(`From “${paper.title}”:`), res.body.response);
      assert.ok(Array.isArray(res.body.suggestions) && res.body.suggestions.length > 0);
      assert.equal(res.body.provider, 'local');
      assert.equal(res.body.model, LOCAL_MODELS.chat);
    });

    it('collection context answers from the papers sent; general context from the catalog’s best matches', async () => {
      const collection = ids.slice(10, 16);
      const papers = await Promise.all(collection.map(async (id) => (await t.anonymous().get(`/api/papers/${id}`)).body as Paper));
      const res = await t.anonymous().post('/api/ai/chat').send({ message: 'Compare the main approaches', context: 'collection', paperIds: collection });
      assert.equal(res.status, 200, res.text);
      for (const p of papers.slice(0, 5)) assert.ok(res.body.response.includes(`“${p.title}”`), p.title);
      const word = papers[0].title.split(/\s+/).find((w) => w.length > 6)!.replace(/[^A-Za-z-]/g, '');
      const general = await t.anonymous().post('/api/ai/chat').send({ message: `What is known about ${word}?`, context: 'general' });
      assert.equal(general.status, 200, general.text);
      assert.equal(general.body.provider, 'local');
      assert.match(general.body.response, /catalog/);
      assert.ok(papers.some((p) => general.body.response.includes(p.title)) || /“/.test(general.body.response), general.body.response);
    });
  });
});
