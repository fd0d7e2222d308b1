/**
 * Course scraping over HTTP (POST /api/opal-scraping/start and /stop, GET /api/opal-scraping/stats)
 * on real PostgreSQL and Redis, crawling loopback catalogues: a fast university with pagination and
 * a robots.txt-disallowed page, a slow one, a failing one and one robots.txt blocks entirely.
 * Start → stop (mid-crawl of the slow one) → start resumes and finishes; stats come from the events.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ScrapingStatsAnswer } from '@scholarlens/contracts';
import { eventsOf, eventually } from './acquisition.support.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { type CatalogueServers, startCatalogues } from './scraping.support.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const SLOW_MS = 700;
const MIN_INTERVAL_MS = 150;

describe('course scraping', () => {
  let env: PrivateEnv;
  let t: TestApp;
  let sites: CatalogueServers;

  before(async () => {
    sites = await startCatalogues(SLOW_MS);
    env = await privateEnv();
    t = await startTestApp({
      ...env.env,
      SCRAPING_UNIVERSITIES_JSON: sites.universitiesJson,
      SCRAPING_ALLOW_PRIVATE_HOSTS: 'true',
      SCRAPING_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS),
      SCRAPING_CONCURRENCY: '2',
      SCRAPING_MAX_RETRIES: '1',
      SCRAPING_BACKOFF_MS: '20',
      SCRAPING_TIMEOUT_MS: '5000',
      ARXIV_FIRST_START_SYNC: 'false',
      FIRST_START_IMPORT: 'false',
    });
  });
  after(async () => {
    await t?.close();
    await env?.drop();
    await sites?.close();
  });

  const admin = () => t.as('alan');
  const stats = async (): Promise<ScrapingStatsAnswer> => {
    const res = await (await admin()).get('/api/opal-scraping/stats');
    assert.equal(res.status, 200, res.text);
    return res.body as ScrapingStatsAnswer;
  };
  const statusOf = (s: ScrapingStatsAnswer, domain: string) => s.universities.find((u) => u.domain === domain)?.scrapingStatus;

  it('before any run: the configured universities, all pending, nothing running', async () => {
    const s = await stats();
    assert.equal(s.isRunning, false);
    assert.equal(s.stats.status, 'idle');
    assert.equal(s.stats.totalUniversities, 4);
    assert.equal(s.stats.totalCourses, 0);
    assert.equal(s.stats.estimatedSecondsRemaining, null);
    assert.deepEqual(s.universities.map((u) => [u.domain, u.country, u.scrapingStatus]), [
      ['fast.example.edu', 'US', 'pending'],
      ['slow.example.ac.uk', 'GB', 'pending'],
      ['failing.example.de', 'DE', 'pending'],
      ['blocked.example.fr', 'FR', 'pending'],
    ]);
  });

  let runId: string;

  it('start → stop mid-crawl → start resumes the same run and finishes it', async () => {
    const started = await (await admin()).post('/api/opal-scraping/start');
    assert.equal(started.status, 202, started.text);
    assert.equal(started.body.started, true);
    assert.equal(started.body.resumed, false);
    runId = started.body.runId;
    assert.match(started.body.message, /4 universities in 4 countries/);

    const running = await stats();
    assert.equal(running.isRunning, true, 'read-your-writes: the start is visible at once');
    assert.equal(running.stats.runId, runId);

    const again = await (await admin()).post('/api/opal-scraping/start');
    assert.equal(again.status, 200);
    assert.equal(again.body.started, false);
    assert.equal(again.body.runId, runId);

    // The fast university finishes while the slow one is still being crawled (its last page is held back).
    const mid = await eventually(async () => {
      const s = await stats();
      return statusOf(s, 'fast.example.edu') === 'completed' ? s : null;
    }, 15_000, 'the fast university to complete');
    assert.equal(statusOf(mid, 'slow.example.ac.uk'), 'active');
    assert.ok(mid.stats.totalCourses >= 3);

    const stopped = await (await admin()).post('/api/opal-scraping/stop');
    assert.equal(stopped.status, 200, stopped.text);
    assert.equal(stopped.body.stopped, true);
    const afterStop = await stats();
    assert.equal(afterStop.isRunning, false);
    assert.equal(afterStop.stats.status, 'stopped');
    assert.notEqual(statusOf(afterStop, 'slow.example.ac.uk'), 'completed');
    assert.equal(statusOf(afterStop, 'slow.example.ac.uk'), 'pending');
    const elapsedAtStop = afterStop.stats.elapsedSeconds;

    // Stopped means stopped: no further catalogue requests, the clock stands still.
    const slowRequests = sites.slow.requests.length;
    await new Promise((r) => setTimeout(r, SLOW_MS + 300));
    assert.equal(sites.slow.requests.length, slowRequests, 'no request after the stop');
    assert.equal((await stats()).stats.elapsedSeconds, elapsedAtStop);
    const again2 = await (await admin()).post('/api/opal-scraping/stop');
    assert.equal(again2.body.stopped, false);

    sites.releaseSlow();
    const fastPages = sites.fast.requests.filter((r) => r.path === '/catalog/').length;
    const resumed = await (await admin()).post('/api/opal-scraping/start');
    assert.equal(resumed.status, 202, resumed.text);
    assert.equal(resumed.body.resumed, true);
    assert.equal(resumed.body.runId, runId);
    assert.match(resumed.body.message, /resumed: \d of 4 universities left/);

    const done = await eventually(async () => {
      const s = await stats();
      return s.stats.status === 'completed' ? s : null;
    }, 60_000, 'the run to complete');
    assert.equal(done.isRunning, false);
    assert.deepEqual(done.universities.map((u) => [u.domain, u.scrapingStatus, u.coursesFound]), [
      ['fast.example.edu', 'completed', 3],
      ['slow.example.ac.uk', 'completed', 3],
      ['failing.example.de', 'failed', 0],
      ['blocked.example.fr', 'failed', 0],
    ]);
    const s = done.stats;
    assert.equal(s.completedUniversities, 2);
    assert.equal(s.failedUniversities, 2);
    assert.equal(s.errors, 2);
    assert.equal(s.completionPercentage, 100);
    assert.equal(s.totalCourses, 6);
    assert.equal(s.totalMaterials, 3 + 3);
    assert.equal(s.totalAssignments, 9 + 3);
    assert.equal(s.estimatedSecondsRemaining, 0);
    assert.ok(s.elapsedSeconds >= elapsedAtStop);
    assert.ok(s.scrapingSpeed > 0);
    assert.match(done.universities[2].error ?? '', /HTTP 500/);
    assert.match(done.universities[3].error ?? '', /robots\.txt disallows/);

    // The fast university was not crawled again after the resumption.
    assert.equal(sites.fast.requests.filter((r) => r.path === '/catalog/').length, fastPages);
  });

  it('obeyed robots.txt and the per-host rate limit', () => {
    assert.equal(sites.fast.requests.filter((r) => r.path === '/catalog/private').length, 0, 'disallowed page never fetched');
    // Only robots.txt; it is read again when the stop interrupted that university before it was recorded.
    const blockedPaths = sites.blocked.requests.map((r) => r.path);
    assert.ok(blockedPaths.length >= 1, 'robots.txt of the blocked site was read');
    assert.deepEqual(new Set(blockedPaths), new Set(['/robots.txt']), 'a fully disallowed site: only robots.txt');
    for (const site of [sites.fast, sites.slow]) {
      const times = site.requests.map((r) => r.receivedAt);
      for (let i = 1; i < times.length; i++) {
        // The gate measures from the end of the previous request, so arrivals are at least the interval apart.
        assert.ok(times[i] - times[i - 1] >= MIN_INTERVAL_MS - 5, `requests ${i - 1} and ${i} only ${Math.round(times[i] - times[i - 1])} ms apart`);
      }
    }
    const ua = sites.fast.requests[0].headers['user-agent'];
    assert.match(String(ua), /ScholarLensCourseBot/);
  });

  it('recorded the progress as events: each course once, each university finished once', async () => {
    const events = await eventsOf(env.pool, { stream: `scraping-run-${runId}` });
    const count = (type: string) => events.filter((e) => e.type === type).length;
    const story = events.map((e) => `${e.type} ${(e.data as { domain?: string }).domain ?? ''}`).join(', ');
    assert.equal(count('ScrapingStarted'), 2, story);
    assert.equal(count('ScrapingStopped'), 1, story);
    assert.equal(count('CourseDiscovered'), 6, story);
    assert.equal(count('UniversityScraped'), 2, story);
    assert.equal(count('ScrapingFailed'), 2, story);
    const codes = events.filter((e) => e.type === 'CourseDiscovered').map((e) => (e.data as { code: string }).code);
    assert.deepEqual(new Set(codes).size, 6);
    const courses = await env.pool.query('select domain, course_key from scraped_courses order by domain, course_key');
    assert.equal(courses.rowCount, 6);
  });

  it('a completed run is followed by a new one at the next start', async () => {
    const res = await (await admin()).post('/api/opal-scraping/start');
    assert.equal(res.status, 202, res.text);
    assert.equal(res.body.resumed, false, res.text);
    assert.notEqual(res.body.runId, runId);
    const stop = await (await admin()).post('/api/opal-scraping/stop');
    assert.equal(stop.body.stopped, true, stop.text);
  });
});
