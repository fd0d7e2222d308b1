/**
 * Papers API over HTTP on real PostgreSQL, in a database of this file's own (the tests assert on
 * totals): the feed (order, cursor paging, category prefixes, bad parameters), a paper by id and
 * by arXiv id (views, 404), stats and admin stats with their authorization matrix. The catalog
 * is a slice of the real corpus in both formats, imported through the import path.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type AdminStats, type AuthorPage, NEXT_CURSOR_HEADER, PAPER_API, type Paper, type Stats } from '@scholarlens/contracts';
import { authorKeyOf } from '../src/modules/papers/author-pages/author-key.js';
import { PaperIngestion } from '../src/modules/papers/importing-papers/paper-ingestion.js';
import { paperIdFor } from '../src/modules/papers/paper.js';
import { importFiles } from '../src/modules/papers/importing-papers/importer.js';
import { CORPUS, corpusLines, tempDir, writeLines } from '../src/modules/papers/testing/corpus.js';
import { dropDatabase } from '../src/platform/database/database.js';
import type { Pool } from '../src/platform/database/database.js';
import { PG_POOL } from '../src/platform/database/database.module.js';
import { parseCorpusLine } from '../src/platform/external/arxiv/corpus-formats.js';
import type { PaperMetadata } from '../src/platform/external/arxiv/paper-metadata.js';
import { waitForProjections } from '../src/platform/projections/projection-runner.js';
import { expectAuthorizationMatrix } from './support/authorization-matrix.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const OLD_STYLE = 'hep-th/9901001';

describe('papers', () => {
  let t: TestApp;
  let databaseUrl: string;
  const imported = new Map<string, PaperMetadata>();

  before(async () => {
    const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scholarlens_dev_test');
    base.pathname = `/${decodeURIComponent(base.pathname.slice(1)).slice(0, 40)}_papers_${randomBytes(3).toString('hex')}`;
    databaseUrl = base.toString();
    t = await startTestApp({ DATABASE_URL: databaseUrl, EVENT_STORE_URL: databaseUrl, FIRST_START_IMPORT: 'false' });

    const dir = tempDir();
    const kaggle = await corpusLines(CORPUS.kaggle, 200);
    // An old-style id (the corpus has none): a real record under another id.
    const oldStyle = JSON.stringify({ ...JSON.parse(kaggle[0]), id: OLD_STYLE, categories: 'hep-th' });
    // A paper announced today (its listing date is today's, in its id's month): the only one "today".
    const daily = await corpusLines(CORPUS.daily, 600);
    const now = new Date();
    const todayId = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}.99999`;
    daily.push(JSON.stringify({ ...JSON.parse(daily[0]), id: todayId, crawl_date: now.toISOString().slice(0, 10) }));
    const files = [
      writeLines(dir, 'daily.jsonl', daily),
      writeLines(dir, 'math.jsonl', await corpusLines(CORPUS.math, 200)),
      writeLines(dir, 'kaggle.jsonl', [...kaggle, oldStyle]),
    ];
    for (const f of files) {
      for (const line of (await import('node:fs')).readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
        const r = parseCorpusLine(line);
        if (r.ok && !imported.has(r.value.arxivId)) imported.set(r.value.arxivId, r.value);
      }
    }
    const report = await importFiles(t.app.get(PaperIngestion), files);
    assert.equal(report.new, imported.size);
    await waitForProjections(t.app.get<Pool>(PG_POOL), ['papers', 'paper-authors'], report.position!, 30_000);
  });
  after(async () => {
    await t?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  const newestFirst = (a: { publishedDate: string; id: string }, b: { publishedDate: string; id: string }) =>
    a.publishedDate !== b.publishedDate ? (a.publishedDate < b.publishedDate ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

  async function allPages(query: string, limit: number): Promise<{ papers: Paper[]; pages: number }> {
    const anon = t.anonymous();
    const papers: Paper[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const res = await anon.get(`/api/papers?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      assert.equal(res.status, 200, res.text);
      pages++;
      papers.push(...res.body);
      cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      if (!cursor) break;
      assert.equal(res.body.length, limit, 'only the last page is short');
      assert.ok(pages < 1000);
    }
    return { papers, pages };
  }

  describe('GET /api/papers', () => {
    it('answers 20 papers newest first with the spec’s fields, and a cursor', async () => {
      const res = await t.anonymous().get('/api/papers');
      assert.equal(res.status, 200);
      assert.equal(res.body.length, 20);
      assert.ok(res.headers[NEXT_CURSOR_HEADER.toLowerCase()]);
      const expected = [...imported.values()]
        .map((m) => ({ id: m.arxivId.replace('/', '_'), publishedDate: m.publishedDate }))
        .sort(newestFirst)
        .slice(0, 20);
      assert.deepEqual(res.body.map((p: Paper) => ({ id: p.id, publishedDate: p.publishedDate })), expected);
      const p = res.body[0] as Paper;
      const m = imported.get(p.arxivId!)!;
      assert.deepEqual(
        { id: p.id, arxivId: p.arxivId, title: p.title, authors: p.authors, abstract: p.abstract, categories: p.categories, tags: p.tags, pdfUrl: p.pdfUrl, source: p.source, views: p.views, summary: p.summary },
        { id: m.arxivId, arxivId: m.arxivId, title: m.title, authors: m.authors, abstract: m.abstract, categories: m.categories, tags: [], pdfUrl: m.pdfUrl, source: 'arXiv', views: 0, summary: null },
      );
    });

    it('pages through the whole catalog with the cursor, in order, without duplicates', async () => {
      const { papers, pages } = await allPages('', 100);
      assert.equal(pages, Math.ceil(imported.size / 100));
      assert.equal(papers.length, imported.size);
      assert.equal(new Set(papers.map((p) => p.id)).size, imported.size);
      assert.deepEqual(papers, [...papers].sort(newestFirst));
    });

    it('filters by category prefix: an archive, a subject class, case-insensitive', async () => {
      const having = (pred: (c: string) => boolean) => [...imported.values()].filter((m) => m.categories.some(pred)).length;
      const cs = await allPages('&category=cs', 100);
      assert.equal(cs.papers.length, having((c) => c.startsWith('cs.')));
      assert.ok(cs.papers.length > 100, 'several pages');
      assert.deepEqual(cs.papers, [...cs.papers].sort(newestFirst));
      const cv = await allPages('&category=cs.CV', 50);
      assert.equal(cv.papers.length, having((c) => c === 'cs.CV'));
      for (const p of cv.papers) assert.ok(p.categories.includes('cs.CV'));
      assert.deepEqual((await allPages('&category=CS.cv', 50)).papers.map((p) => p.id), cv.papers.map((p) => p.id));
      const math = await allPages('&category=math', 100);
      assert.equal(math.papers.length, having((c) => c.startsWith('math.')), 'math matches math.*, not math-ph');
      const hep = await allPages('&category=hep-th', 100);
      assert.equal(hep.papers.length, having((c) => c === 'hep-th'));
      assert.deepEqual((await t.anonymous().get('/api/papers?category=q-fin.XX')).body, []);
      assert.equal((await t.anonymous().get('/api/papers?category=')).body.length, 20, 'empty category: all');
    });

    describe('bad parameters answer 400 naming the field', () => {
      const cases: [string, RegExp][] = [
        ['limit=0', /^limit: /],
        ['limit=101', /^limit: /],
        ['limit=abc', /^limit: /],
        ['limit=2.5', /^limit: /],
        ['cursor=not-a-cursor', /^cursor: /],
        [`cursor=${Buffer.from('yesterday|x').toString('base64url')}`, /^cursor: /],
        ['category=cs;drop', /^category: /],
        ['sort=oldest', /^sort: /],
      ];
      for (const [query, message] of cases) {
        it(query, async () => {
          const res = await t.anonymous().get(`/api/papers?${query}`);
          assert.equal(res.status, 400, res.text);
          assert.match(res.body.message, message);
        });
      }
    });
  });

  describe('GET /api/papers/:id', () => {
    it('finds a paper by id and by arXiv id in any form, counting each visitor\'s view (read-your-writes)', async () => {
      const m = [...imported.values()][3];
      const first = await t.anonymous().get(`/api/papers/${m.arxivId}`);
      assert.equal(first.status, 200);
      assert.equal(first.body.arxivId, m.arxivId);
      assert.equal(first.body.title, m.title);
      assert.equal(first.body.views, 1);
      const second = await (await t.as('ada')).get(`/api/papers/${encodeURIComponent(`arXiv:${m.arxivId}v9`)}`);
      assert.equal(second.body.views, 2);
      const feed = await allPages('', 100);
      assert.equal(feed.papers.find((p) => p.id === m.arxivId)?.views, 2, 'the feed shows the views');
    });

    it('old-style ids: by paper id (slash as _) and by arXiv id (encoded slash)', async () => {
      const byId = await t.anonymous().get('/api/papers/hep-th_9901001');
      assert.equal(byId.status, 200, byId.text);
      assert.equal(byId.body.id, 'hep-th_9901001');
      assert.equal(byId.body.arxivId, OLD_STYLE);
      const byArxivId = await t.anonymous().get(`/api/papers/${encodeURIComponent(OLD_STYLE)}`);
      assert.equal(byArxivId.status, 200);
      assert.equal(byArxivId.body.id, 'hep-th_9901001');
      assert.equal(byArxivId.body.views, 1, 'the same visitor (this IP) opening it again within the hour counts once');
      const hep = await allPages('&category=hep-th', 100);
      assert.ok(hep.papers.some((p) => p.id === 'hep-th_9901001'));
    });

    it('an unknown paper is 404 {message: "Paper not found"}', async () => {
      for (const id of ['2501.99999', 'hep-th_0000001', 'nonsense', '..']) {
        const res = await t.anonymous().get(`/api/papers/${id}`);
        assert.equal(res.status, 404, id);
        assert.deepEqual(res.body, { message: 'Paper not found', requestId: res.headers['x-request-id'] }, id);
      }
    });

    it('leaves the paths of other controllers alone (search, estimate-total…)', async () => {
      for (const word of ['search', 'estimate-total', 'sync', 'auto-tag', 'bulk-scrape']) {
        const res = await t.anonymous().get(`/api/papers/${word}`);
        assert.notDeepEqual(res.body, { message: 'Paper not found' }, `${word} was taken for a paper id`);
      }
    });
  });

  describe('GET /api/authors/:name', () => {
    it("an author's papers in the catalog, newest first, under the name as a paper wrote it", async () => {
      // The corpus author with the most papers in this slice, found by the name's key.
      const byKey = new Map<string, PaperMetadata[]>();
      for (const m of imported.values()) {
        for (const a of new Set(m.authors.map(authorKeyOf))) if (a) byKey.set(a, [...(byKey.get(a) ?? []), m]);
      }
      const [key, theirs] = [...byKey].sort((a, b) => b[1].length - a[1].length)[0];
      const written = theirs[0].authors.find((a) => authorKeyOf(a) === key) ?? '';
      const res = await t.anonymous().get(PAPER_API.author(written));
      assert.equal(res.status, 200, res.text);
      const page = res.body as AuthorPage;
      assert.equal(page.total, theirs.length);
      const newestFirst = [...theirs].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || (paperIdFor(b.arxivId) < paperIdFor(a.arxivId) ? -1 : 1));
      assert.deepEqual(page.papers.map((p) => p.arxivId), newestFirst.map((m) => m.arxivId));
      assert.ok(page.variants.includes(written));
      assert.ok(page.categories.length > 0);
    });

    it('answers 404 naming the author when the catalog has none of their papers, 400 for a name without letters', async () => {
      const none = await t.anonymous().get(PAPER_API.author('Zzyzx Qwertyuiop'));
      assert.equal(none.status, 404);
      assert.equal(none.body.message, 'No papers by Zzyzx Qwertyuiop in the catalog');
      const bad = await t.anonymous().get(PAPER_API.author('...'));
      assert.equal(bad.status, 400);
      assert.equal(bad.body.message, 'name: must contain a letter');
    });
  });

  describe('stats', () => {
    it('GET /api/stats: papers announced today (listing date, not import time), total, no AI quality without summaries', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const announcedToday = [...imported.values()].filter((m) => m.publishedDate === today).length;
      assert.equal(announcedToday, 1, 'the fixture has one paper announced today');
      const res = await t.anonymous().get('/api/stats');
      assert.equal(res.status, 200);
      // Every paper was imported today; only one was announced today.
      assert.deepEqual(res.body as Stats, { todayPapers: 1, totalPapers: imported.size, aiQuality: null });
    });

    it('GET /api/admin/stats: admins only; categories and the top 10 with counts', async () => {
      const { admin } = await expectAuthorizationMatrix(
        t,
        { method: 'get', path: '/api/admin/stats' },
        { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
      );
      const body = admin!.body as AdminStats;
      const counts = new Map<string, number>();
      for (const m of imported.values()) for (const c of m.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
      assert.deepEqual(body.categories, [...counts.keys()].sort());
      assert.deepEqual(
        body.topCategories,
        [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, 10),
      );
      assert.equal(body.totalPapers, imported.size);
      assert.equal(body.todayPapers, 1);
      assert.equal(body.aiQuality, null);
    });
  });
});
