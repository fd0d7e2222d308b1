import { type Browser, type Page, expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { expectNoSidewaysScroll, signInAs } from './support';

/**
 * The command center, the institution portal's intelligence tab (spec inst §2, issue #34): Marie
 * administers the demo institution. The eight tiles show the server's live metrics, each with its
 * source; the clock ticks; the LIVE, status and Global Rank badges; a paper Marie opens in another
 * tab shows up in Active Papers on the next poll, without a reload. Ada, a member, at 375 px.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signedInPage(browser: Browser, account: Parameters<typeof signInAs>[1], width: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, account);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

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
