import { expect, test } from '@playwright/test';
import { importLines, seedCatalog } from './catalog';
import { expectNoSidewaysScroll, signInAs } from './support';

/**
 * Search alerts (issue #38 item 1): a Pro user saves a search as an alert; papers imported after it
 * that match appear under the bell with their count, at 1280 and 375 px; opening the bell marks them
 * read; the alerts page lists the alert and says digests stay in the outbox while no SMTP server is
 * configured. A free user is offered Upgrade. Imports papers, so it runs in the with-catalog
 * project: `--project=with-catalog --no-deps`.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;
const QUERY = 'magnetar quasiperiodic oscillation';
const line = (id: string, title: string, summary: string) =>
  JSON.stringify({ id, categories: ['astro-ph.HE'], pdf: `https://arxiv.org/pdf/${id}`, abs: `https://arxiv.org/abs/${id}`, authors: ['Ada Example', 'Grace Sample'], title, comment: null, summary, crawl_date: '2026-07-02' });
const NEW_PAPERS = [
  line('2607.99001', 'Magnetar quasiperiodic oscillation in giant flares', 'We detect a quasiperiodic oscillation in the giant flare of a magnetar.'),
  line('2607.99002', 'Crust modes behind magnetar quasiperiodic oscillation', 'Torsional crust modes explain each magnetar quasiperiodic oscillation.'),
];

test.beforeAll(() => {
  seedCatalog();
});

test('Pro: a saved search collects newly imported papers under the bell, at 1280 and 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'Grace Hopper');
  await page.goto(`/search?q=${encodeURIComponent(QUERY)}`);
  await page.getByTestId('save-alert').click();
  const dialog = page.getByRole('dialog', { name: 'Save search as alert' });
  await dialog.getByLabel('Weekly').check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1280-save-alert.png` });
  await dialog.getByTestId('save-alert-submit').click();
  await expect(page.getByTestId('toast')).toContainText('Alert saved');

  importLines(NEW_PAPERS);
  await expect.poll(async () => (await (await page.request.get('/api/alerts/inbox')).json()).unread, { timeout: 30_000 }).toBe(2);
  await page.reload();
  const bell = page.getByTestId('nav-desktop').getByTestId('alert-bell');
  await expect(bell).toHaveAccessibleName('Search alerts, 2 unread');
  await expect(bell.getByTestId('alert-bell-count')).toContainText('2');
  await bell.click();
  const panel = page.getByTestId('alert-panel');
  await expect(panel.getByTestId('alert-item')).toHaveCount(2);
  await expect(panel).toContainText('Magnetar quasiperiodic oscillation in giant flares');
  await expect(panel).toContainText(`New · for “${QUERY}”`);
  await expect(panel).toHaveCSS('opacity', '1');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1280-alert-bell.png` });
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Search alerts');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  const mobileBell = page.getByTestId('alert-bell');
  await expect(mobileBell).toBeVisible();
  await mobileBell.click();
  await expect(page.getByTestId('alert-panel').getByTestId('alert-item')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/375-alert-bell.png` });
  await page.getByTestId('alert-panel').getByRole('link', { name: 'Manage alerts' }).click();

  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { name: 'Search Alerts' })).toBeVisible();
  const row = page.getByTestId('alert-row').filter({ hasText: QUERY });
  await expect(row).toContainText('2 paper(s) matched · 2 waiting for the next digest · last digest —');
  await expect(page.getByTestId('alert-outbox')).toContainText('Mail is not being sent');
  await expectNoSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/375-alerts-page.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1280-alerts-page.png`, fullPage: true });
  await row.getByRole('button', { name: `Delete alert ${QUERY}` }).click();
  await expect(page.getByTestId('alert-row').filter({ hasText: QUERY })).toHaveCount(0);
});

test('free: saving an alert is refused with the reason, and Upgrade opens the plans', async ({ page }) => {
  await signInAs(page, 'Ada Lovelace');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/search?q=${encodeURIComponent(QUERY)}`);
  await page.getByTestId('save-alert').click();
  await page.getByTestId('save-alert-submit').click();
  const refusal = page.getByTestId('save-alert-error');
  await expect(refusal).toContainText('Search alerts are available on Pro (5 alerts) and unlimited on Team and Enterprise.');
  await expectNoSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/375-alert-upgrade.png` });
  await refusal.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Most Popular' })).toBeVisible();
});
