/**
 * Advanced analytics over HTTP on real PostgreSQL and Redis (issue #35), with OpenAlex a loopback
 * replay of the recorded institutional responses: unconfigured → null figures and the settings say
 * so; administrators set the source by OpenAlex id or ROR id (resolved through OpenAlex), members
 * may not; the sync pages works with cursors, survives a 429, resumes after a failed attempt from
 * its checkpoint; every figure route equals the stated formulas over the synced works; bad
 * timeframes and departments are 400 naming the field; each export format opens back with a parser
 * and is recorded as DATA_ACCESS; a large export runs as a job; a DOI on a member's ORCID record
 * (an ORCID integration against a loopback stand-in) counts for their department; access (anonymous 401, no
 * institution 404, another institution's export 404, members only for settings).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  ANALYTICS_API,
  type AnalyticsDepartments,
  type AnalyticsExportJob,
  type AnalyticsImpact,
  type AnalyticsPredictions,
  type AnalyticsResearchMetrics,
  type AnalyticsRoi,
  type AnalyticsSettings,
  type AuditLogEntry,
  INSTITUTION_API,
  INTEGRATIONS_API,
  type Integration,
  SECURITY_API,
} from '@scholarlens/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import { OPENALEX_INSTITUTIONAL_DIR, RECORDED_WORKS_INSTITUTION, openAlexInstitutionRoutes } from '../src/platform/external/openalex/openalex-institution-replay.js';
import { type ReplayRequest, type ReplayResponse, type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { setUpInstitutions } from './support/institutions.js';
import { untilOk } from './support/until-ok.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const THIS_YEAR = new Date().getUTCFullYear();
// The recorded works end in 2021: moved forward so the latest fall inside timeframes ending today.
const SHIFT = THIS_YEAR - 2021;
const recorded = (
  JSON.parse(readFileSync(path.join(OPENALEX_INSTITUTIONAL_DIR, `works-filter-authorships.institutions.id-${RECORDED_WORKS_INSTITUTION}-per50.json`), 'utf8')) as {
    body: { results: { id: string; doi: string | null; publication_date: string; cited_by_count: number; authorships: { author: { id: string } }[] }[] };
  }
).body.results.map((w) => ({ ...w, publication_date: `${Number(w.publication_date.slice(0, 4)) + SHIFT}${w.publication_date.slice(4)}` }));

function hIndexOf(c: number[]): number {
  const s = [...c].sort((a, b) => b - a);
  let h = 0;
  while (h < s.length && s[h] >= h + 1) h++;
  return h;
}

describe('advanced analytics', () => {
  let t: TestApp;
  let env: PrivateEnv;
  let openAlex: ReplayServer;
  /** Answers to give before the recorded ones (a 429, a 500), by a predicate on the request. */
  const failures: { when: (r: ReplayRequest) => boolean; reply: ReplayResponse; times: number }[] = [];
  const routes = openAlexInstitutionRoutes({ shiftYears: SHIFT });
  /** Ada's ORCID record (the public API's documented `/works` shape): the DOIs it lists. */
  const ADA_ORCID = '0000-0002-1825-0097';
  let orcidDois: string[] = [];
  const orcidWorks = () => ({
    group: orcidDois.map((doi, i) => ({
      'work-summary': [{ 'put-code': 500 + i, type: 'journal-article', title: { title: { value: `Work ${i}` } }, 'external-ids': { 'external-id': [{ 'external-id-type': 'doi', 'external-id-value': doi }] } }],
    })),
  });

  before(async () => {
    openAlex = await startReplayServer((req) => {
      const f = failures.find((x) => x.times > 0 && x.when(req));
      if (f) {
        f.times--;
        return f.reply;
      }
      if (req.path === `/orcid/v3.0/${ADA_ORCID}/works`) return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(orcidWorks()) };
      return routes(req);
    });
    env = await privateEnv();
    t = await startTestApp({
      ...env.env,
      OPENALEX_URL: openAlex.url,
      OPENALEX_API_KEY: 'analytics-test-key',
      OPENALEX_MIN_INTERVAL_MS: '0',
      OPENALEX_BACKOFF_MS: '10',
      OPENALEX_MAX_RETRIES: '1',
      OPENALEX_CACHE_TTL_MS: '0',
      ANALYTICS_SYNC_PAGE_SIZE: '20',
      ANALYTICS_EXPORT_INLINE_MAX_WORKS: '10',
      QUEUE_ATTEMPTS: '3',
      QUEUE_BACKOFF_MS: '100',
      ORCID_API_URL: `${openAlex.url}/orcid/v3.0`,
      INTEGRATION_ALLOW_PRIVATE_HOSTS: 'true',
    });
    await setUpInstitutions(t, { role: 'faculty', department: 'Computer Science' });
  });
  after(async () => {
    await t?.close();
    await env?.drop();
    await openAlex?.close();
  });

  type Who = 'marie' | 'ada' | 'grace' | 'alan';
  const get = async (who: Who, p: string) => (await t.as(who)).get(p);
  const send = async (who: Who, method: 'put' | 'post', p: string, body: object = {}) => (await t.as(who))[method](p).set('Origin', t.baseUrl).send(body);
  async function syncDone(who: Who = 'marie', ms = 30_000): Promise<AnalyticsSettings> {
    const until = Date.now() + ms;
    for (;;) {
      const s = (await get(who, ANALYTICS_API.settings)).body as AnalyticsSettings;
      if (s.sync && s.sync.status !== 'running') return s;
      if (Date.now() > until) assert.fail(`the sync did not finish: ${JSON.stringify(s.sync)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const download = async (who: Who, url: string) =>
    (await t.as(who))
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('unconfigured: the settings say so, every figure is null; anonymous 401, no institution 404', async () => {
    const s = (await get('ada', ANALYTICS_API.settings)).body as AnalyticsSettings;
    assert.deepEqual([s.configured, s.canConfigure, s.sync, s.openAlexId], [false, false, null, null]);
    assert.equal(((await get('marie', ANALYTICS_API.settings)).body as AnalyticsSettings).canConfigure, true);
    for (const p of [ANALYTICS_API.researchMetrics, ANALYTICS_API.departments, ANALYTICS_API.impact, ANALYTICS_API.roi, ANALYTICS_API.predictions, ANALYTICS_API.benchmarks]) {
      const res = await get('ada', p);
      assert.deepEqual([res.status, res.text], [200, 'null'], p);
      assert.equal((await get('alan', p)).status, 404, p);
      assert.equal((await t.anonymous().get(p)).status, 401, p);
    }
    assert.equal((await send('marie', 'post', ANALYTICS_API.sync)).status, 409);
  });

  it('only administrators set the source; bad ids are 400 naming the field; a ROR id resolves through OpenAlex', async () => {
    assert.equal((await send('ada', 'put', ANALYTICS_API.settings, { openAlexId: 'I27837315' })).status, 403);
    const bad: [object, RegExp][] = [
      [{}, /^openAlexId/],
      [{ openAlexId: 'I1', ror: '02y3ad647' }, /^openAlexId/],
      [{ openAlexId: 'W123' }, /^openAlexId/],
      [{ ror: 'not-a-ror' }, /^ror/],
      [{ openAlexId: 'I999999999' }, /^openAlexId: OpenAlex does not know/],
      [{ openAlexId: 42 }, /^openAlexId/],
    ];
    for (const [body, message] of bad) {
      const res = await send('marie', 'put', ANALYTICS_API.settings, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.message, message);
    }
    const florida = (await send('marie', 'put', ANALYTICS_API.settings, { ror: 'https://ror.org/02y3ad647' })).body as AnalyticsSettings;
    assert.deepEqual([florida.openAlexId, florida.institutionName, florida.countryCode, florida.ror], ['I33213144', 'University of Florida', 'US', '02y3ad647']);
    // Florida's works page is empty in the replay (nothing recorded for it): a completed sync of 0 works.
    const done = await syncDone();
    assert.deepEqual([done.sync?.status, done.sync?.fetched, done.sync?.trigger], ['completed', 0, 'configured']);
    const metrics = (await get('ada', ANALYTICS_API.researchMetrics)).body as AnalyticsResearchMetrics;
    assert.deepEqual([metrics.totalPapers, metrics.hIndex, metrics.grantFunding, metrics.sources.grantFunding], [0, 0, null, 'no data source']);
  });

  it('syncs an institution\u2019s works page by page with cursors, through a 429, into the read model', async () => {
    openAlex.requests.length = 0;
    failures.push({ when: (r) => r.path === '/works', reply: { status: 429, headers: { 'retry-after': '0', 'content-type': 'application/json' }, body: '{"error":"Too Many Requests"}' }, times: 1 });
    const s = (await send('marie', 'put', ANALYTICS_API.settings, { openAlexId: `https://openalex.org/${RECORDED_WORKS_INSTITUTION}` })).body as AnalyticsSettings;
    assert.equal(s.institutionName, 'Harvard University');
    const done = await syncDone();
    assert.deepEqual([done.sync?.status, done.sync?.fetched, done.sync?.total, done.sync?.progress], ['completed', 50, 50, 100]);
    const works = openAlex.requests.filter((r) => r.path === '/works');
    // 429, then '*' again, then two more cursors: pages of 20, 20 and 10.
    assert.deepEqual(works.map((r) => r.query.get('cursor')), ['*', '*', Buffer.from('20').toString('base64url'), Buffer.from('40').toString('base64url')]);
    const filter = works[0].query.get('filter')!;
    assert.match(filter, new RegExp(`^authorships\\.institutions\\.id:${RECORDED_WORKS_INSTITUTION},from_publication_date:\\d{4}-01-01$`));
    assert.equal(works[0].query.get('api_key'), 'analytics-test-key');
    assert.match(works[0].query.get('select')!, /authorships/);
    const { rows } = await env.pool.query('select count(*)::int as n from analytics_works');
    assert.equal(rows[0].n, 50);
  });

  it('a failed attempt resumes from its checkpoint (the next cursor), not from the first page', async () => {
    openAlex.requests.length = 0;
    const second = Buffer.from('20').toString('base64url');
    // The second page fails twice (the client's one retry): the job's first attempt fails; Bull retries it.
    failures.push({ when: (r) => r.path === '/works' && r.query.get('cursor') === second, reply: { status: 500, body: 'upstream down' }, times: 2 });
    const started = await send('marie', 'post', ANALYTICS_API.sync);
    assert.equal(started.status, 202, started.text);
    const done = await syncDone();
    assert.deepEqual([done.sync?.status, done.sync?.fetched, done.sync?.trigger], ['completed', 50, 'manual']);
    const cursors = openAlex.requests.filter((r) => r.path === '/works').map((r) => r.query.get('cursor'));
    assert.deepEqual(cursors, ['*', second, second, second, Buffer.from('40').toString('base64url')]);
    const { rows } = await env.pool.query('select count(*)::int as n from analytics_works');
    assert.equal(rows[0].n, 50);
  });

  it('research metrics equal the stated formulas over the synced works; bad filters are 400 naming the field', async () => {
    const m = (await get('ada', `${ANALYTICS_API.researchMetrics}?timeframe=5years&department=all`)).body as AnalyticsResearchMetrics;
    const inWindow = recorded.filter((w) => w.publication_date >= m.from && w.publication_date <= m.to);
    assert.ok(inWindow.length > 0, 'the shifted recording has works in the last 5 years');
    assert.equal(m.totalPapers, inWindow.length);
    assert.equal(m.totalCitations, inWindow.reduce((s, w) => s + w.cited_by_count, 0));
    assert.equal(m.hIndex, hIndexOf(inWindow.map((w) => w.cited_by_count)));
    const previous = recorded.filter((w) => w.publication_date < m.from).length;
    assert.equal(m.publications.current, inWindow.length);
    assert.ok(m.publications.previous <= previous);
    assert.equal(m.series.reduce((s, p) => s + p.papers, 0), inWindow.length);
    assert.equal(m.source.openAlexId, RECORDED_WORKS_INSTITUTION);
    assert.ok(m.collaborations > 0);
    for (const [q, field] of [
      ['timeframe=7years', 'timeframe'],
      ['department=law', 'department'],
    ]) {
      const res = await get('ada', `${ANALYTICS_API.researchMetrics}?${q}`);
      assert.equal(res.status, 400);
      assert.match(res.body.message, new RegExp(`^${field}`));
    }
  });

  it('departments from linked authors, impact with null social and economic impact, ROI without a contract, predictions with the method named, benchmarks', async () => {
    const m = (await get('ada', `${ANALYTICS_API.researchMetrics}?timeframe=5years`)).body as AnalyticsResearchMetrics;
    const author = recorded.find((w) => w.publication_date >= m.from && w.publication_date <= m.to)!.authorships[0].author.id.replace('https://openalex.org/', '');
    const bad = await send('ada', 'put', ANALYTICS_API.author, { orcid: '0000-0002-1825-0098' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^orcid/);
    const linked = (await send('ada', 'put', ANALYTICS_API.author, { openAlexAuthorId: `https://openalex.org/${author}` })).body as AnalyticsSettings;
    assert.deepEqual([linked.myAuthor?.openAlexAuthorId, linked.myAuthor?.department, linked.linkedAuthors], [author, 'Computer Science', 1]);
    const d = (await get('ada', `${ANALYTICS_API.departments}?timeframe=5years&department=cs`)).body as AnalyticsDepartments;
    const cs = d.departments.find((x) => x.name === 'Computer Science')!;
    assert.deepEqual([cs.faculty, cs.linkedAuthors, cs.productivity.grantsPerFaculty], [1, 1, null]);
    assert.ok(cs.publications >= 1 && cs.topPapers.length >= 1);
    assert.equal(cs.productivity.papersPerFaculty, cs.publications);
    const impact = (await get('ada', `${ANALYTICS_API.impact}?timeframe=5years`)).body as AnalyticsImpact;
    assert.deepEqual([impact.socialImpact, impact.economicImpact, impact.academicImpact.reproducibility, impact.sources.socialImpact], [null, null, null, 'no data source']);
    assert.ok(impact.academicImpact.internationalReach !== null && impact.academicImpact.internationalReach >= 0 && impact.academicImpact.internationalReach <= 100);
    const roi = (await get('ada', `${ANALYTICS_API.roi}?timeframe=5years`)).body as AnalyticsRoi;
    assert.deepEqual([roi.investment.totalSpent, roi.efficiency.costPerPaper, roi.papers], [null, null, m.totalPapers]);
    const p = (await get('ada', ANALYTICS_API.predictions)).body as AnalyticsPredictions;
    assert.match(p.method, /least-squares/);
    assert.equal(p.toYear, THIS_YEAR - 1);
    assert.ok(p.facultyRecruitment.every((f) => f.suggestion) && p.collaborationOpportunities.every((c) => c.suggestion));
    const b = (await get('ada', ANALYTICS_API.benchmarks)).body;
    assert.ok(b.rows.some((r: { self: boolean; name: string }) => r.self && r.name === 'Harvard University'));
  });

  it('a DOI on a member’s ORCID record, read by the ORCID integration, counts the work for their department; disconnected, it does not', async () => {
    const m = (await get('ada', `${ANALYTICS_API.researchMetrics}?timeframe=5years`)).body as AnalyticsResearchMetrics;
    const csPublications = async () =>
      ((await get('ada', `${ANALYTICS_API.departments}?timeframe=5years`)).body as AnalyticsDepartments).departments.find((x) => x.name === 'Computer Science')?.publications;
    const adaAuthor = ((await get('ada', ANALYTICS_API.settings)).body as AnalyticsSettings).myAuthor!.openAlexAuthorId!;
    const before = await csPublications();
    const work = recorded.find((w) => w.doi && w.publication_date >= m.from && w.publication_date <= m.to && !w.authorships.some((a) => a.author.id.endsWith(`/${adaAuthor}`)))!;
    // As typed on the record (upper case, no resolver): matched as the same DOI.
    orcidDois = [work.doi!.replace('https://doi.org/', '').toUpperCase(), '10.9999/not-an-institution-work'];
    const linked = await send('ada', 'put', ANALYTICS_API.author, { openAlexAuthorId: adaAuthor, orcid: ADA_ORCID });
    assert.equal(linked.status, 200, linked.text);
    assert.equal(await csPublications(), before, 'the iD alone adds nothing: no authorship of that work names it');

    const connected = await send('marie', 'post', INTEGRATIONS_API.connect, { templateId: 'orcid', config: { orcidIds: ADA_ORCID } });
    assert.equal(connected.status, 201, connected.text);
    const integration = connected.body as Integration;
    assert.equal((await send('marie', 'post', INTEGRATIONS_API.sync(integration.id))).status, 200);
    await untilOk('the work counted for Computer Science', csPublications, (n) => n === before! + 1);
    assert.equal((await send('marie', 'post', INTEGRATIONS_API.disconnect(integration.id))).status, 200);
    await untilOk('the work no longer counted', csPublications, (n) => n === before);
  });

  it('exports each format, opened back with a parser, each recorded as DATA_ACCESS; a large export runs as a job', async () => {
    const metrics = (await get('ada', `${ANALYTICS_API.researchMetrics}?timeframe=3months`)).body as AnalyticsResearchMetrics;
    assert.ok(metrics.totalPapers <= 10, 'three months stays under the inline threshold');
    const produced: Record<string, Buffer> = {};
    for (const format of ['pdf', 'excel', 'csv', 'powerpoint']) {
      const res = await send('ada', 'post', ANALYTICS_API.export, { format, timeframe: '3months' });
      assert.equal(res.status, 201, res.text);
      const job = res.body as AnalyticsExportJob;
      assert.deepEqual([job.status, job.format, job.downloadUrl], ['completed', format, ANALYTICS_API.exportDownload(job.id)]);
      const file = await download('ada', job.downloadUrl!);
      assert.equal(file.status, 200);
      produced[format] = file.body as Buffer;
      assert.equal((await get('grace', ANALYTICS_API.exportJob(job.id))).status, 404);
      assert.equal((await get('grace', ANALYTICS_API.exportDownload(job.id))).status, 404);
    }
    const text = (await new PDFParse({ data: produced.pdf }).getText()).text;
    const institutionName = (await get('ada', INSTITUTION_API.institution)).body.name as string;
    assert.match(text, /Research Analytics/);
    assert.ok(text.includes(institutionName), `the PDF names ${institutionName}`);
    assert.match(text, new RegExp(`Total papers: ${metrics.totalPapers}`));
    assert.match(text, new RegExp(`Total citations: ${metrics.totalCitations}`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(produced.excel as unknown as ArrayBuffer);
    const summary = wb.getWorksheet('Summary')!;
    const cell = (label: string) => summary.getColumn(1).values.indexOf(label);
    assert.equal(summary.getRow(cell('Total papers')).getCell(2).value, metrics.totalPapers);
    assert.equal(summary.getRow(cell('Total citations')).getCell(2).value, metrics.totalCitations);
    assert.equal(summary.getRow(cell('h-index')).getCell(2).value, metrics.hIndex);
    assert.equal(wb.getWorksheet('Publications')!.rowCount, metrics.series.length + 1);
    const workbookParts = await JSZip.loadAsync(produced.excel);
    const chart = await workbookParts.file('xl/charts/chart1.xml')?.async('string');
    assert.ok(chart?.includes(`<c:f>'Publications'!$B$2:$B$${metrics.series.length + 1}</c:f>`), 'a native chart over the papers column');
    const rows = parseCsv(produced.csv.toString('utf8')) as string[][];
    assert.deepEqual(rows.find((r) => r[1] === 'Total papers')?.slice(0, 3), ['summary', 'Total papers', String(metrics.totalPapers)]);
    const zip = await JSZip.loadAsync(produced.powerpoint);
    const slides = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    assert.equal(slides.length, 5);
    assert.ok(Object.keys(zip.files).some((f) => f.startsWith('ppt/charts/')), 'native charts');
    assert.match(await zip.file('ppt/slides/slide1.xml')!.async('string'), /Research Analytics/);

    const big = (await send('ada', 'post', ANALYTICS_API.export, { format: 'excel', timeframe: '5years' })).body as AnalyticsExportJob;
    const until = Date.now() + 20_000;
    let job = big;
    while (job.status === 'running' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await get('ada', ANALYTICS_API.exportJob(big.id))).body as AnalyticsExportJob;
    }
    assert.deepEqual([job.status, job.progress], ['completed', 100]);
    assert.equal((await download('ada', job.downloadUrl!)).status, 200);

    const audit = (await get('marie', `${SECURITY_API.auditLogs}?action=DATA_ACCESS`)).body as AuditLogEntry[];
    const exports = audit.filter((e) => e.resource.startsWith('POST /api/analytics/export'));
    assert.equal(exports.length, 5);
    assert.ok(exports.some((e) => e.resource === 'POST /api/analytics/export (powerpoint, 3months, all)'));
    const badFormat = await send('ada', 'post', ANALYTICS_API.export, { format: 'docx', timeframe: '3months' });
    assert.equal(badFormat.status, 400);
    assert.match(badFormat.body.message, /^format/);
    assert.equal((await get('ada', ANALYTICS_API.exportJob('not-an-id'))).status, 404);
  });
});
