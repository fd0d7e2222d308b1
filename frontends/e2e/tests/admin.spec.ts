import { type Page, expect, test } from '@playwright/test';
import { ADMIN_FIXTURES_URL } from '../playwright.config';
import { signInAs } from './support';

/** The admin dashboard (spec core §2): admins only; real figures; five tabs. */

/** Courses of the slow university in support/admin-fixtures.mjs, one a page. */
const SLOW_COURSES = 4;

async function adminGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => (await fetch(u, { credentials: 'include' })).json(), url) as Promise<T>;
}

test('anonymous visitors see the title and a sign-in prompt, nothing of the console', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  // Sign-in comes back to this page (a same-origin path).
  await expect(page.getByTestId('admin-sign-in').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/google?returnTo=%2Fadmin');
  await expect(page.getByTestId('admin-stat-cards')).toHaveCount(0);
});

test('a signed-in non-admin sees "admins only" on /admin and /databases, and the API refuses them', async ({ page }) => {
  await signInAs(page, 'Ada Lovelace');
  for (const [path, title] of [
    ['/admin', 'Admin Dashboard'],
    ['/databases', 'Database Connections'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('admins-only')).toContainText('Admins only');
    await expect(page.getByRole('tab')).toHaveCount(0);
  }
  const statuses = await page.evaluate(async () =>
    Promise.all(['/api/admin/stats', '/api/opal-scraping/stats', '/api/admin/databases/status', '/api/admin/health'].map(async (u) => (await fetch(u)).status)),
  );
  expect(statuses).toEqual([403, 403, 403, 403]);
});

test.describe('as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'Alan Turing');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  });

  test('four stat cards from the catalog; Progress is total / 1000 as discovery coverage', async ({ page }) => {
    const stats = await adminGet<{ totalPapers: number; categories: string[] }>(page, '/api/admin/stats');
    await expect(page.getByTestId('stat-total-papers')).toContainText(stats.totalPapers.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-ai-quality')).toContainText('AI Quality %');
    await expect(page.getByTestId('stat-categories')).toContainText(String(stats.categories.length));
    await expect(page.getByTestId('stat-progress')).toContainText(`${(stats.totalPapers / 1000).toFixed(1)}%`);
    await expect(page.getByTestId('stat-progress')).toContainText('discovery coverage');
    await expect(page.getByRole('tab')).toHaveText(['Research Discovery', 'Research Analysis', 'Analytics', 'Security', 'Deployment', 'Institutions', 'Contracts']);
  });

  test('Research Discovery: bulk acquisition with estimate, count, completion and badge; start; queues and backlog', async ({ page }) => {
    const panel = page.getByTestId('bulk-acquisition');
    const estimate = await adminGet<{ currentInDB: number; estimatedTotal: number }>(page, '/api/papers/estimate-total');
    await expect(panel.getByTestId('acquisition-estimate')).toHaveText(estimate.estimatedTotal.toLocaleString('en-US'));
    await expect(panel.getByTestId('acquisition-in-db')).toHaveText(estimate.currentInDB.toLocaleString('en-US'));
    const completion = Math.round((estimate.currentInDB / estimate.estimatedTotal) * 100);
    await expect(panel.getByTestId('acquisition-completion')).toHaveText(`${completion}%`);
    // The badge is the latest run's state, not the catalog's share of the estimate.
    const run = await adminGet<{ status: string }>(page, '/api/admin/acquisition');
    await expect(panel.getByTestId('acquisition-badge')).toHaveText(run.status === 'running' ? 'Active' : run.status === 'failed' ? 'Failed' : 'Ready');
    const start = panel.getByRole('button', { name: 'Start Bulk Acquisition' });
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page.getByText(/Bulk acquisition started|already running/)).toBeVisible();
    await expect(panel.getByTestId('acquisition-run')).toBeVisible();
    await expect(page.getByTestId('embedding-backlog')).toContainText('embedded');
    await expect(page.getByTestId('queue-acquisition')).toBeVisible();
    await expect(page.getByTestId('queue-course-scraping')).toBeVisible();
  });

  test('Research Discovery: a failed bulk acquisition shows Failed with its error, and Start begins a new run', async ({ page, request }) => {
    test.setTimeout(90_000);
    const panel = page.getByTestId('bulk-acquisition');
    const start = panel.getByRole('button', { name: 'Start Bulk Acquisition' });
    // An earlier run (empty answers) ends at once; wait for it so this start begins a run of its own.
    await expect(start).toBeEnabled({ timeout: 30_000 });
    // arXiv's OAI-PMH (the loopback fixture) now answers ListRecords with an OAI error.
    expect((await request.put(`${ADMIN_FIXTURES_URL}/control/oai-pmh-failure`)).status()).toBe(204);
    try {
      await start.click();
      await expect(page.getByText('Bulk acquisition started')).toBeVisible();
      await expect(panel.getByTestId('acquisition-badge')).toHaveText('Failed', { timeout: 30_000 });
      await expect(panel.getByTestId('acquisition-failed')).toContainText('The replayed archive refuses this harvest');
      await expect(panel.getByTestId('acquisition-failed')).toContainText('You can start a new one.');
      await expect(start).toBeEnabled();
    } finally {
      await request.delete(`${ADMIN_FIXTURES_URL}/control/oai-pmh-failure`);
    }
    // The retry is a new run: it starts (not "already running") and ends without the old failure.
    await start.click();
    await expect(page.getByText('Bulk acquisition started')).toBeVisible();
    await expect(panel.getByTestId('acquisition-badge')).toHaveText('Ready', { timeout: 30_000 });
    await expect(panel.getByTestId('acquisition-failed')).toHaveCount(0);
  });

  test('Research Analysis: the course-scraping monitor runs a scrape to completion with live figures', async ({ page }) => {
    await page.getByRole('tab', { name: 'Research Analysis' }).click();
    const monitor = page.getByTestId('scraping-monitor');
    await expect(monitor.getByTestId('university-fast.e2e.edu')).toContainText('🇺🇸');
    await expect(monitor.getByTestId('university-failing.e2e.de')).toContainText('🇩🇪');
    await expect(monitor.getByTestId('university-fast.e2e.edu').getByTestId('university-status')).toHaveText(/Pending|Completed/);
    const control = monitor.getByRole('button', { name: /Start Scraping|Resume Scraping/ });
    await control.click();
    // Polled every 5 s: the run ends with two universities completed and one failed.
    await expect(monitor.getByTestId('scraping-state')).toHaveText('Completed', { timeout: 30_000 });
    await expect(monitor.getByTestId('university-fast.e2e.edu').getByTestId('university-status')).toHaveText('Completed');
    await expect(monitor.getByTestId('university-slow.e2e.ac.uk').getByTestId('university-status')).toHaveText('Completed');
    await expect(monitor.getByTestId('university-failing.e2e.de').getByTestId('university-status')).toHaveText('Failed');
    await expect(monitor.getByTestId('university-failing.e2e.de')).toContainText('HTTP 500');
    await expect(monitor.getByTestId('scraping-courses')).toContainText(String(3 + SLOW_COURSES));
    await expect(monitor.getByTestId('scraping-materials')).toContainText(String(4 + SLOW_COURSES));
    await expect(monitor.getByTestId('scraping-assignments')).toContainText(String(6 + SLOW_COURSES));
    await expect(monitor.getByTestId('scraping-errors')).toContainText('1');
    await expect(monitor.getByTestId('scraping-remaining')).toContainText('00:00:00');
    await expect(monitor.getByTestId('scraping-elapsed')).toContainText(/\d\d:\d\d:\d\d/);
    await expect(monitor.getByTestId('scraping-percent')).toHaveText('100.0%');
    // The same counts as the percent: two completed and one failed are three of three finished.
    await expect(monitor.getByTestId('scraping-progress')).toHaveText('3 of 3 universities finished (2 completed, 1 failed)');
    await expect(monitor.getByRole('button', { name: 'Start Scraping' })).toBeEnabled();
  });

  test('Research Analysis: Stop halts a scrape mid-crawl, the counts hold, Resume finishes it', async ({ page }) => {
    await page.getByRole('tab', { name: 'Research Analysis' }).click();
    const monitor = page.getByTestId('scraping-monitor');
    const state = monitor.getByTestId('scraping-state');
    const statusOf = (domain: string) => monitor.getByTestId(`university-${domain}`).getByTestId('university-status');
    const foundAt = (domain: string) => monitor.getByTestId(`university-${domain}`).getByRole('cell').nth(4);
    const courses = monitor.getByTestId('scraping-courses');

    await monitor.getByRole('button', { name: 'Start Scraping' }).click();
    await expect(state).toHaveText('Running');
    const stop = monitor.getByRole('button', { name: 'Stop Scraping' });
    await expect(stop).toBeEnabled();
    // At the next 5 s poll: the fast university is done while the slow one is still being crawled.
    await expect(statusOf('fast.e2e.edu')).toHaveText('Completed', { timeout: 15_000 });
    await expect(statusOf('slow.e2e.ac.uk')).toHaveText('Active');
    await expect(statusOf('failing.e2e.de')).toHaveText('Failed');

    await stop.click();
    await expect(state).toHaveText('Stopped');
    const resume = monitor.getByRole('button', { name: 'Resume Scraping' });
    await expect(resume).toBeEnabled();
    await expect(statusOf('slow.e2e.ac.uk')).toHaveText('Pending');
    await expect(statusOf('fast.e2e.edu')).toHaveText('Completed');
    const coursesAtStop = Number((await courses.textContent())?.match(/\d+/)?.[0]);
    const slowAtStop = Number(await foundAt('slow.e2e.ac.uk').textContent());
    expect(coursesAtStop).toBeGreaterThanOrEqual(3);
    expect(slowAtStop).toBeLessThan(SLOW_COURSES);

    // Stopped stays stopped: the next poll brings the same counts.
    const nextPoll = await page.waitForResponse((r) => r.url().endsWith('/api/opal-scraping/stats'), { timeout: 10_000 });
    const polled = (await nextPoll.json()) as { isRunning: boolean; stats: { totalCourses: number } };
    expect(polled.isRunning).toBe(false);
    expect(polled.stats.totalCourses).toBe(coursesAtStop);
    await expect(state).toHaveText('Stopped');
    await expect(foundAt('slow.e2e.ac.uk')).toHaveText(String(slowAtStop));

    await resume.click();
    await expect(state).toHaveText('Running');
    await expect(statusOf('fast.e2e.edu')).toHaveText('Completed');
    await expect(state).toHaveText('Completed', { timeout: 30_000 });
    await expect(statusOf('slow.e2e.ac.uk')).toHaveText('Completed');
    await expect(foundAt('slow.e2e.ac.uk')).toHaveText(String(SLOW_COURSES));
    await expect(courses).toContainText(String(3 + SLOW_COURSES));
    await expect(monitor.getByTestId('scraping-percent')).toHaveText('100.0%');
    await expect(monitor.getByRole('button', { name: 'Start Scraping' })).toBeEnabled();
  });

  test('Analytics: top categories and health badges from real checks', async ({ page }) => {
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByTestId('top-categories')).toBeVisible();
    const health = page.getByTestId('health-badges');
    for (const name of ['Database', 'Redis', 'Event store', 'Projection lag', 'Queue depth']) {
      await expect(health.getByTestId(`health-${name}`)).toContainText(`${name}:`);
    }
    await expect(health.getByTestId('health-Database')).toContainText('Healthy');
    await expect(health.getByTestId('health-Database')).toContainText('PostgreSQL');
    await expect(health.getByTestId('health-Redis')).toContainText('PING PONG');
  });

  test('Security and Deployment: the running system’s settings, then the checklist', async ({ page }) => {
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByTestId('security-facts')).toContainText('HttpOnly, SameSite=Lax');
    await expect(page.getByTestId('security-facts')).toContainText('Admins');
    await page.getByRole('tab', { name: 'Deployment' }).click();
    await expect(page.getByTestId('deployment-facts')).toContainText(/\d+ applied, 0 pending/);
    await expect(page.getByTestId('deployment-checklist')).toContainText('backups');
  });
});
