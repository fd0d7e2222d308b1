import { type Page, expect, test } from '@playwright/test';
import { formatUsd } from '@scholarlens/contracts';
import { seedCatalog } from './catalog';
import { expectNoSidewaysScroll, shot, signedInPage } from './support';

/**
 * The command center, the institution portal's intelligence tab (spec inst §2, issue #34): Marie
 * administers the demo institution. The eight tiles show the server's live metrics, each with its
 * source; the clock ticks; the LIVE, status and Global Rank badges; a paper Marie opens in another
 * tab shows up in Active Papers on the next poll, without a reload. Ada, a member, at 375 px.
 */

const withOrigin = (page: Page) => ({ Origin: new URL(page.url()).origin });
const tile = (page: Page, id: string) => page.getByTestId(`metric-${id}-value`);
const metricsOf = async (page: Page) => (await page.request.get('/api/intelligence/live-metrics')).json();

test('the intelligence tab shows the live metrics, measured and polled; Ada sees them at 375 px', async ({ browser }) => {
  test.setTimeout(120_000);
  // A paper no other browser test opens, so Marie's view is the one that makes it active.
  const paper = seedCatalog()[41];
  const marie = await signedInPage(browser, 'Marie Curie', 1280);
  await marie.goto('/institution?tab=intelligence');
  await expect(marie).toHaveTitle(/Institution Portal/);
  const center = marie.getByTestId('command-center');
  await expect(center.getByRole('heading', { name: 'Research Command Center' })).toBeVisible();
  await expect(marie.getByTestId('command-center-live')).toHaveText('LIVE');
  await expect(marie.getByTestId('command-center-status')).toHaveText('System Operational');
  await expect(marie.getByTestId('command-center-rank')).toHaveText('Global Rank —');
  await expect(marie.getByTestId('command-center-tiles').locator(':scope > *')).toHaveCount(8);
  await expect(tile(marie, 'ranking')).toHaveText('—');
  await expect(marie.getByTestId('metric-ranking')).toContainText('no ranking source is connected');
  await expect(marie.getByTestId('metric-live-researchers')).toContainText('members with a request in the last 5 min');

  // The clock ticks every second.
  const clock = marie.getByTestId('command-center-clock');
  const first = await clock.innerText();
  await expect(clock).not.toHaveText(first, { timeout: 3_000 });

  // The tiles are the server's figures.
  const before = await metricsOf(marie);
  await expect(tile(marie, 'health')).toHaveText(`${before.systemHealth}%`);
  await expect(tile(marie, 'live-researchers')).toHaveText(String(before.liveResearchers));
  expect(before.liveResearchers).toBeGreaterThanOrEqual(1);
  await expect(tile(marie, 'active-papers')).toHaveText(String(before.activePapers));
  // Trending Research: the server's items, or the empty state.
  const trending = await (await marie.request.get('/api/intelligence/trending')).json();
  await expect(marie.getByRole('heading', { name: 'Trending Research' })).toBeVisible();
  if (trending.length === 0) await expect(marie.getByTestId('trending-empty')).toBeVisible();
  else {
    await expect(marie.getByTestId('trending-item')).toHaveCount(trending.length);
    await expect(marie.getByTestId('trending-item').first()).toContainText(trending[0].title);
    await expect(marie.getByTestId('trending-item').first()).toContainText(trending[0].status);
  }
  // Intelligence Alerts: what the rules raised for this institution, or the empty state.
  const alerts = await (await marie.request.get('/api/intelligence/alerts')).json();
  await expect(marie.getByRole('heading', { name: 'Intelligence Alerts' })).toBeVisible();
  if (alerts.length === 0) await expect(marie.getByTestId('intelligence-alerts-empty')).toHaveText('No alerts: nothing has needed attention.');
  else await expect(marie.getByTestId('intelligence-alert')).toHaveCount(alerts.length);
  await expect(tile(marie, 'alerts')).toHaveText(String(before.alertsTriggered));
  await shot(marie, 'intelligence-1280');

  // Marie opens a paper in another tab: Active Papers follows on the next poll, with no reload.
  const reader = await marie.context().newPage();
  await reader.goto(`/paper/${paper.id}`);
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await metricsOf(marie)).activePapers, { timeout: 15_000 }).toBe(before.activePapers + 1);
  await expect(tile(marie, 'active-papers')).toHaveText(String(before.activePapers + 1), { timeout: 12_000 });
  await reader.close();

  // Ada, a member (invited here if the portal's own test has not), at 375 px.
  const invited = await marie.request.post('/api/institution/users/invite', { data: { email: 'ada@scholarlens.local' }, headers: withOrigin(marie) });
  expect([201, 409]).toContain(invited.status());
  const ada = await signedInPage(browser, 'Ada Lovelace', 375);
  await ada.goto('/institution?tab=intelligence');
  await expect(ada.getByTestId('command-center-tiles').locator(':scope > *')).toHaveCount(8);
  await expect(tile(ada, 'health')).toHaveText(/^\d+%$/);
  await expectNoSidewaysScroll(ada);
  await shot(ada, 'intelligence-375');
  await ada.context().close();
  await marie.context().close();
});

test('/institutional: Log In starts sign-in signed out; signed in, the University Research Portal of the institution with live tiles and five tabs', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await page.goto('/institutional');
  await expect(page).toHaveTitle(/Institutional Dashboard/);
  await expect(page.getByRole('heading', { name: 'Authentication Required', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByText('Sign in to ScholarLens (local issuer)')).toBeVisible();

  const marie = await signedInPage(browser, 'Marie Curie', 1280);
  await marie.goto('/institutional');
  await expect(marie.getByRole('heading', { name: 'University Research Portal', level: 1 })).toBeVisible();
  await expect(marie.getByTestId('command-center-live')).toHaveText('LIVE');
  await expect(marie.getByTestId('command-center-tiles').locator(':scope > *')).toHaveCount(4);
  const metrics = await metricsOf(marie);
  await expect(tile(marie, 'online-now')).toHaveText(/^\d+$/);
  await expect(tile(marie, 'system-load')).toHaveText(/^\d+%$/);
  await expect(marie.getByTestId('metric-system-load')).toContainText(`on ${metrics.systemLoad.cores} cores`);

  // Overview: members from the institution, "—" where there is no source.
  const institution = await (await marie.request.get('/api/institution')).json();
  await expect(marie.getByTestId('overview-researchers-value')).toHaveText(String(institution.activeUsers));
  // Annual Savings is the contract ROI's value of time saved (the contracts test may have left a contract), else "—".
  const roi = await (await marie.request.get('/api/contracts/roi')).text();
  // Without a contract the answer is JSON null (this file run on its own, without the contracts test).
  const saved = roi ? ((JSON.parse(roi) as { figures: { valueOfTimeSaved: number } } | null)?.figures.valueOfTimeSaved ?? null) : null;
  await expect(marie.getByTestId('overview-savings-value')).toHaveText(saved === null ? '—' : formatUsd(saved));
  // Citation Impact is the analytics impact score of the last 12 months once an OpenAlex institution is synced (the analytics test sets one), else "—".
  const analytics = await (await marie.request.get('/api/analytics/settings')).json();
  const impact = analytics.lastSyncedAt ? (await (await marie.request.get('/api/analytics/research-metrics?timeframe=12months')).json()).impactScore : null;
  await expect(marie.getByTestId('overview-citation-impact-value')).toHaveText(impact === null ? '—' : String(impact));
  await shot(marie, 'institutional-1280');

  // Departments and Research Trends from their endpoints.
  await marie.getByTestId('institutional-tab-departments').click();
  const departments = await (await marie.request.get('/api/intelligence/departments')).json();
  await expect(marie.getByTestId('institutional-departments').locator('tbody tr')).toHaveCount(departments.length);
  await marie.getByTestId('institutional-tab-trends').click();
  const trends = await (await marie.request.get('/api/research-intelligence/trends')).json();
  if (trends.emergingTopics.length > 0) await expect(marie.getByTestId('institutional-trends')).toContainText(trends.emergingTopics[0].topic);
  else await expect(marie.getByTestId('institutional-trends-empty')).toBeVisible();
  await shot(marie, 'institutional-trends-1280');
  await marie.getByTestId('institutional-tab-analytics').click();
  await expect(marie.getByTestId('analytics-grants-value')).toHaveText('—');

  // Add Researchers opens the invite dialog; Export Data is the analytics export (disabled until an OpenAlex institution is synced).
  await marie.getByRole('button', { name: 'Add Researchers' }).click();
  await expect(marie.getByRole('dialog')).toContainText('Invite User');
  await marie.keyboard.press('Escape');
  if (analytics.lastSyncedAt) {
    await marie.getByRole('button', { name: 'Export Data' }).click();
    const [download] = await Promise.all([marie.waitForEvent('download'), marie.getByTestId('analytics-export-confirm').click()]);
    expect(download.suggestedFilename()).toMatch(/^research-analytics-12months-.*\.pdf$/);
  } else await expect(marie.getByRole('button', { name: 'Export Data' })).toBeDisabled();
  // Upgrade Plan goes to the contracts tab, where an administrator generates a proposal.
  await marie.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(marie).toHaveURL(/\/institution\?tab=contracts$/);
  await expect(marie.getByRole('button', { name: 'Generate Proposal' })).toBeVisible();
  await marie.goto('/institutional');
  await expect(marie.getByRole('heading', { name: 'University Research Portal', level: 1 })).toBeVisible();

  await marie.setViewportSize({ width: 375, height: 900 });
  await marie.getByTestId('institutional-tab-departments').click();
  await expectNoSidewaysScroll(marie);
  await shot(marie, 'institutional-375');
  await marie.context().close();
});

test('the AI assistant tab recommends papers near what Marie read, with why; Refresh recomputes; 375 px', async ({ browser }) => {
  test.setTimeout(200_000);
  const paper = seedCatalog()[43];
  const marie = await signedInPage(browser, 'Marie Curie', 1280);
  await marie.goto(`/paper/${paper.id}`);
  await expect(marie.getByRole('heading', { level: 1 })).toBeVisible();
  // The server embeds the seeded abstracts in the background: wait until Marie's papers are in the index.
  await expect
    .poll(async () => (await (await marie.request.get('/api/ai-research/recommendations')).json()).status, { timeout: 150_000, intervals: [1_000] })
    .toBe('ready');
  const answer = await (await marie.request.get('/api/ai-research/recommendations')).json();
  await marie.goto('/institution?tab=ai-assistant');
  const panel = marie.getByTestId('recommendations-panel');
  await expect(panel.getByTestId('recommendation')).toHaveCount(answer.recommendations.length);
  const first = answer.recommendations[0];
  await expect(panel.getByTestId('recommendation').first()).toContainText(first.title);
  await expect(panel.getByTestId('recommendation').first()).toContainText(first.reasonings[0]);
  await expect(panel.getByTestId('recommendation-relevance').first()).toHaveText(`${first.relevanceScore}% relevant`);
  await expect(panel.getByTestId('recommendations-source')).toContainText('local:use-lite-512');
  expect(answer.recommendations.some((r: { paperId: string }) => r.paperId === paper.id)).toBe(false);
  await shot(marie, 'ai-assistant-1280');
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect(marie.getByTestId('toast')).toContainText('Recommendations updated with latest research!');
  await marie.setViewportSize({ width: 375, height: 900 });
  await expectNoSidewaysScroll(marie);
  await shot(marie, 'ai-assistant-375');
  await marie.context().close();
});
