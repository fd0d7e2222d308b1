/**
 * Live Research Access over HTTP (spec inst §2, §7), against a loopback replay of recorded
 * OpenAlex responses: the three lists, single works, "Save to ScholarLens" into the catalog (arXiv
 * preprints by arXiv id, other works as oa-<OpenAlex id>),
 * bad input, and OpenAlex failing (5xx, rate limit) answered as a clear 503.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ReplayRoutes, type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';
import { loadOpenAlexRecordings, openAlexRoutes } from '../src/platform/external/openalex/openalex-replay.js';
import { CITATION_LINKS_LIMIT, type CitationGraphAnswer, PAPER_API, type Paper } from '@scholarlens/contracts';
import { PaperIngestion } from '../src/modules/papers/importing-papers/paper-ingestion.js';
import { catalogRecordOf } from '../src/modules/discovery/scholar/saving-work/catalog-record-of-work.js';
import { type ScholarPaper, toCatalogWork } from '../src/platform/external/openalex/openalex-work.js';
import { ReadYourWrites } from '../src/platform/projections/projections.module.js';
import type { Position } from '../src/platform/event-store/event-store.port.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { dropPrivateDatabase, privateDatabaseUrl } from './scholar.support.js';

const recorded = openAlexRoutes();
const CATEGORIES = ['ai', 'quantum', 'biotech', 'climate', 'neuroscience', 'physics'];

describe('live research access (OpenAlex)', () => {
  let t: TestApp;
  let openAlex: ReplayServer;
  let routes: ReplayRoutes = recorded;
  const databaseUrl = privateDatabaseUrl('scholar');

  before(async () => {
    openAlex = await startReplayServer((req) => routes(req));
    t = await startTestApp({
      DATABASE_URL: databaseUrl,
      OPENALEX_URL: openAlex.url,
      OPENALEX_API_KEY: 'test-key',
      OPENALEX_EMAIL: 'team@scholarlens.test',
      OPENALEX_MIN_INTERVAL_MS: '0',
      OPENALEX_MAX_RETRIES: '1',
      OPENALEX_BACKOFF_MS: '10',
      OPENALEX_CACHE_TTL_MS: '0',
    });
  });
  after(async () => {
    await t?.close();
    await openAlex?.close();
    await dropPrivateDatabase(databaseUrl);
  });

  const get = async (path: string, status = 200) => {
    const res = await t.anonymous().get(path);
    assert.equal(res.status, status, `${path}: ${res.status} ${res.text}`);
    return res;
  };
  const lastList = () => [...openAlex.requests].reverse().find((r) => r.path === '/works')!;

  it('lists the newest works as Scholar papers, newest first, with the key, and limit=1 for the home page', async () => {
    routes = recorded;
    const res = await get('/api/google-scholar/latest');
    const papers = res.body as ScholarPaper[];
    assert.ok(papers.length >= 5);
    const dates = papers.map((p) => p.publicationDate!);
    assert.deepEqual([...dates].sort().reverse(), dates);
    for (const p of papers) {
      for (const key of ['id', 'title', 'authors', 'year', 'citations', 'abstract', 'venue', 'url']) assert.ok(key in p, `${key} in ${p.id}`);
      assert.match(p.url, /^https:\/\//);
    }
    const q = lastList().query;
    assert.equal(q.get('sort'), 'publication_date:desc');
    assert.match(q.get('filter')!, /^to_publication_date:\d{4}-\d{2}-\d{2}$/);
    assert.equal(q.get('per_page'), '20');
    assert.equal(q.get('api_key'), 'test-key');
    assert.equal(q.get('mailto'), 'team@scholarlens.test');
    assert.equal(res.headers['x-total-count'], String(papers.length));

    const one = await get('/api/google-scholar/latest?limit=1');
    assert.equal(one.body.length, 1);
    assert.equal(lastList().query.get('per_page'), '1');
  });

  it('searches OpenAlex', async () => {
    routes = recorded;
    const res = await get(`/api/google-scholar/search/${encodeURIComponent('Augmenting large language models with chemistry tools')}`);
    const papers = res.body as ScholarPaper[];
    assert.deepEqual(papers.map((p) => p.title), ['Augmenting large language models with chemistry tools', 'ChemCrow: Augmenting large-language models with chemistry tools']);
    assert.equal(papers[0].venue, 'Nature Machine Intelligence');
    assert.equal(papers[0].authors[0], 'Andres M. Bran');
    assert.equal(papers[1].arxivId, '2304.05376');
    assert.equal(lastList().query.get('search'), 'Augmenting large language models with chemistry tools');
    assert.deepEqual((await get('/api/google-scholar/search/no%20such%20recorded%20search')).body, []);
  });

  it('lists each of the six categories by its OpenAlex topics', async () => {
    routes = recorded;
    const ai = (await get('/api/google-scholar/category/ai')).body as ScholarPaper[];
    assert.deepEqual(ai.map((p) => p.id), ['W4389761608']);
    assert.match(lastList().query.get('filter')!, /^primary_topic\.subfield\.id:1702,to_publication_date:/);
    const filters: Record<string, string> = {};
    for (const c of CATEGORIES) {
      await get(`/api/google-scholar/category/${c}`);
      filters[c] = lastList().query.get('filter')!.split(',')[0];
    }
    assert.deepEqual(filters, {
      ai: 'primary_topic.subfield.id:1702',
      quantum: 'topics.id:T10682|T10020',
      biotech: 'primary_topic.subfield.id:1305',
      climate: 'primary_topic.subfield.id:2306',
      neuroscience: 'primary_topic.field.id:28',
      physics: 'primary_topic.field.id:31',
    });
  });

  it('refuses bad input with 400 naming the field', async () => {
    routes = recorded;
    const before = openAlex.requests.length;
    for (const [path, field] of [
      ['/api/google-scholar/latest?limit=0', 'limit'],
      ['/api/google-scholar/latest?limit=51', 'limit'],
      ['/api/google-scholar/latest?limit=ten', 'limit'],
      ['/api/google-scholar/search/%20%20', 'query'],
      ['/api/google-scholar/category/astrology', 'category'],
      ['/api/google-scholar/works/not-a-work', 'workId'],
    ]) {
      const res = await get(path, 400);
      assert.match(res.body.message, new RegExp(`^${field}: `), path);
    }
    assert.equal(openAlex.requests.length, before, 'bad input never reaches OpenAlex');
  });

  it('looks single works up; an unknown one is 404', async () => {
    routes = recorded;
    const w = (await get('/api/google-scholar/works/W2741809807')).body as ScholarPaper;
    assert.equal(w.venue, 'PeerJ');
    assert.equal(w.citations, 962);
    const byDoi = (await get(`/api/google-scholar/works/${encodeURIComponent('10.1016/j.xgen.2025.100814')}`)).body as ScholarPaper;
    assert.equal(byDoi.id, 'W4408732759');
    const missing = await get('/api/google-scholar/works/W1', 404);
    assert.equal(missing.body.message, 'Work not found in OpenAlex');
  });

  /** GET /api/papers/:id once the catalog's projection shows it (the save waits for it, 15 s at most; a loaded PostgreSQL may lag). */
  const catalogPaper = async (id: string) => {
    let paper = await t.anonymous().get(`/api/papers/${id}`);
    for (let i = 0; paper.status === 404 && i < 120; i++) {
      await new Promise((r) => setTimeout(r, 250));
      paper = await t.anonymous().get(`/api/papers/${id}`);
    }
    assert.equal(paper.status, 200, paper.text);
    return paper.body as Paper;
  };

  it('saves an arXiv work into the catalog once', async () => {
    routes = recorded;
    const ada = await t.as('ada');
    const saved = await ada.post('/api/google-scholar/works/W4389761608/save');
    assert.equal(saved.status, 201, saved.text);
    assert.deepEqual(saved.body, { paperId: '2312.07559', status: 'imported', message: 'Saved to ScholarLens' });
    const paper = await catalogPaper('2312.07559');
    assert.equal(paper.title, 'PaperQA: Retrieval-Augmented Generative Agent for Scientific Research');
    assert.equal(paper.publishedDate, '2023-01-01', 'as OpenAlex dates it');
    assert.deepEqual(paper.authors.slice(0, 2), ['Jakub Lála', 'Odhran O’Donoghue']);
    assert.equal(paper.source, 'arXiv');

    const again = await (await t.as('marie')).post('/api/google-scholar/works/W4389761608/save');
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.status, 'already-in-catalog');

    const unknown = await ada.post('/api/google-scholar/works/W1/save');
    assert.equal(unknown.status, 404);
  });

  it('saves a work that is no arXiv preprint as oa-<OpenAlex id>, once; a work whose DOI the catalog holds is already there', async () => {
    routes = recorded;
    const ada = await t.as('ada');
    const saved = await ada.post('/api/google-scholar/works/W2741809807/save');
    assert.equal(saved.status, 201, saved.text);
    assert.deepEqual(saved.body, { paperId: 'oa-W2741809807', status: 'imported', message: 'Saved to ScholarLens' });
    const paper = await catalogPaper('oa-W2741809807');
    assert.equal(paper.id, 'oa-W2741809807');
    assert.equal(paper.arxivId, null);
    assert.equal(paper.openAlexId, 'W2741809807');
    assert.equal(paper.source, 'OpenAlex');
    assert.equal(paper.title, 'The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles');
    assert.equal(paper.publishedDate, '2018-02-13');
    assert.equal(paper.pdfUrl, 'https://peerj.com/articles/4375.pdf', 'its open-access PDF');
    assert.equal(paper.doi, '10.7717/peerj.4375');
    assert.equal(paper.journalRef, 'PeerJ');
    assert.deepEqual(paper.categories, ['Decision Sciences', 'Statistics, Probability and Uncertainty']);
    assert.match(paper.abstract, /^Despite growing interest in Open Access/);
    assert.equal(paper.views, 1, 'opening it counts a view on its own stream');

    const again = await (await t.as('grace')).post('/api/google-scholar/works/W2741809807/save');
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(again.body, { paperId: 'oa-W2741809807', status: 'already-in-catalog', message: 'This paper is already in ScholarLens' });

    // OpenAlex can hold one paper twice (its duplicate works): another work with a DOI the catalog has is that paper.
    const peerj = loadOpenAlexRecordings().works.find((w) => w.id === 'https://openalex.org/W2741809807')!;
    const duplicate = { ...peerj, id: 'https://openalex.org/W9999999999' };
    routes = (req) => (req.path === '/works/W9999999999' ? { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(duplicate) } : recorded(req));
    const byDoi = await ada.post('/api/google-scholar/works/W9999999999/save');
    assert.equal(byDoi.status, 200, byDoi.text);
    assert.deepEqual(byDoi.body, { paperId: 'oa-W2741809807', status: 'already-in-catalog', message: 'This paper is already in ScholarLens' });
    assert.equal((await t.anonymous().get('/api/papers/oa-W9999999999')).status, 404);
  });

  it('a saved work without a PDF is filed under its field for the feed filter, and searchable', async () => {
    routes = recorded;
    const saved = await (await t.as('ada')).post('/api/google-scholar/works/W4408732759/save');
    assert.equal(saved.status, 201, saved.text);
    const paper = await catalogPaper('oa-W4408732759');
    assert.equal(paper.pdfUrl, null, 'open access, but OpenAlex knows no PDF');
    assert.deepEqual(paper.categories, ['Biochemistry, Genetics and Molecular Biology', 'Molecular Biology']);
    // The feed's Biology choice filters on q-bio: the field is filed under it.
    const biology = await get('/api/papers?category=q-bio&limit=50');
    assert.ok((biology.body as Paper[]).some((p) => p.id === 'oa-W4408732759'), 'in the Biology feed');
    const cs = await get('/api/papers?category=cs&limit=50');
    assert.ok(!(cs.body as Paper[]).some((p) => p.id === 'oa-W4408732759'), 'not in Computer Science');
    // The search context's read model takes it too (keyed by its stream, not an arXiv id).
    let hits: Paper[] = [];
    for (let i = 0; i < 120 && !hits.some((p) => p.id === 'oa-W4408732759'); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 250));
      hits = (await get(`/api/papers/search?q=${encodeURIComponent('pooled prime editing')}`)).body as Paper[];
    }
    assert.ok(hits.some((p) => p.id === 'oa-W4408732759'), JSON.stringify(hits.map((p) => p.id)));
  });

  it("a catalog paper's references and citing works from OpenAlex, kept with their date, linked to the catalog", async () => {
    routes = recorded;
    // oa-W2741809807 was saved above (PeerJ, DOI 10.7717/peerj.4375). OpenAlex's list of the works
    // citing it is recorded; no list of its references is, so OpenAlex's answer is an empty page.
    const citing = loadOpenAlexRecordings().linkLists.find((l) => l.filter === 'cites:W2741809807')!;
    const topCited = [...citing.results].sort((a, b) => (b.cited_by_count ?? 0) - (a.cited_by_count ?? 0));
    // One citing work is in the catalog: its entry links to its page.
    const inCatalog = topCited[1];
    const record = catalogRecordOf(toCatalogWork(inCatalog));
    const ingested = await t.app.get(PaperIngestion).ingest([record], { source: 'openalex' });
    await t.app.get(ReadYourWrites).waitFor(['papers'], ingested.position as Position);
    const inCatalogId = record.arxivId ?? `oa-${inCatalog.id.replace('https://openalex.org/', '')}`;
    const before = openAlex.requests.length;
    const first = (await get(PAPER_API.citations('oa-W2741809807'))).body as CitationGraphAnswer;
    assert.equal(first.status, 'ready');
    assert.equal(first.source, 'OpenAlex');
    assert.equal(first.workId, 'W2741809807');
    assert.equal(first.citations.count, 1021, "OpenAlex's total");
    assert.equal(first.citations.items.length, CITATION_LINKS_LIMIT);
    assert.deepEqual(first.citations.items.map((i) => i.openAlexId), topCited.slice(0, CITATION_LINKS_LIMIT).map((w) => w.id.replace('https://openalex.org/', '')));
    assert.deepEqual(first.references, { count: 0, items: [] });
    assert.equal(first.citations.items[1].paperId, inCatalogId);
    assert.ok(first.citations.items.filter((i) => i.paperId !== null).length === 1, 'only the catalog paper is linked');
    const lists = openAlex.requests.slice(before).filter((r) => r.path === '/works').map((r) => r.query.get('filter'));
    assert.deepEqual(lists.sort(), ['cited_by:W2741809807', 'cites:W2741809807']);

    // Kept: a second page load reads what was recorded, without asking OpenAlex; refresh=true asks again.
    const calls = openAlex.requests.length;
    const second = (await get(PAPER_API.citations('oa-W2741809807'))).body as CitationGraphAnswer;
    assert.equal(second.fetchedAt, first.fetchedAt);
    assert.equal(openAlex.requests.length, calls);
    const refreshed = (await get(`${PAPER_API.citations('oa-W2741809807')}?refresh=true`)).body as CitationGraphAnswer;
    assert.ok(refreshed.fetchedAt! > first.fetchedAt!);
    assert.ok(openAlex.requests.length > calls);

    await get(`${PAPER_API.citations('oa-W2741809807')}?refresh=maybe`, 400);
    assert.equal((await get(PAPER_API.citations('2501.99999'), 404)).body.message, 'Paper not found');
  });

  it('answers 503 with a clear message when OpenAlex fails or rate-limits, never made-up works', async () => {
    routes = () => ({ status: 500, body: 'internal error' });
    const failed = await get('/api/google-scholar/latest?limit=3', 503);
    assert.equal(failed.body.message, 'Live research access is unavailable: OpenAlex answered HTTP 500.');
    routes = () => ({ status: 429, headers: { 'retry-after': '0' }, body: '{"error":"Too Many Requests"}' });
    const limited = await get('/api/google-scholar/category/physics', 503);
    assert.equal(limited.body.message, 'Live research access is unavailable: OpenAlex is rate-limiting requests; try again shortly.');
    routes = () => ({ status: 403, body: '{"error":"Invalid API key"}' });
    const refused = await get('/api/google-scholar/search/anything', 503);
    assert.equal(refused.body.message, 'Live research access is unavailable: OpenAlex refused the configured API key (HTTP 403).');
    assert.doesNotMatch(JSON.stringify([failed.body, limited.body, refused.body]), /test-key/);
  });
});
