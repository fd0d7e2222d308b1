import { expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { expectNoSidewaysScroll, signInAs } from './support';

/**
 * Synced bookmarks (issue #38 item 2): a Pro user's bookmarks follow them to a second browser, with
 * what each browser held before merged in; a removal in one reaches the other; a free user's
 * bookmarks stay in the browser and the page says that syncing comes with Pro.
 */

test.beforeAll(() => {
  seedCatalog();
});

test('Pro: a bookmark made in one browser is there in another; a removal follows too', async ({ browser }) => {
  const [first, second] = seedCatalog();
  const a = await browser.newContext();
  const b = await browser.newContext();
  try {
    const one = await a.newPage();
    await signInAs(one, 'Grace Hopper');
    await one.goto(`/paper/${first.id}`);
    await one.getByTestId('bookmark-toggle').first().click();
    await expect(one.getByText('Bookmarked', { exact: true })).toBeVisible();

    // The second browser held a bookmark of its own before signing in: both end up in both.
    const two = await b.newPage();
    await two.goto('/bookmarks');
    await two.evaluate((id) => localStorage.setItem('scholarlens_bookmarks', JSON.stringify([id])), second.id);
    await signInAs(two, 'Grace Hopper');
    await two.goto('/bookmarks');
    await expect(two.getByTestId('bookmarks-sync')).toHaveText('Synced across your devices');
    await expect(two.locator(`[data-testid="paper-card"][data-paper-id="${first.id}"]`)).toBeVisible();
    await expect(two.locator(`[data-testid="paper-card"][data-paper-id="${second.id}"]`)).toBeVisible();

    await one.goto('/bookmarks');
    await expect(one.locator(`[data-testid="paper-card"][data-paper-id="${second.id}"]`)).toBeVisible();
    await one.screenshot({ path: 'test-results/screens/1280-bookmarks-synced.png', fullPage: true });

    // Removing both in the second browser empties the first at its next load.
    for (const id of [first.id, second.id]) {
      await two.locator(`[data-testid="paper-card"][data-paper-id="${id}"]`).getByTestId('bookmark-toggle').click();
      await expect(two.locator(`[data-testid="paper-card"][data-paper-id="${id}"]`)).toHaveCount(0);
    }
    await expect.poll(async () => (await one.request.get('/api/library/bookmarks')).json()).toEqual([]);
    await one.reload();
    await expect(one.getByText('No bookmarked papers')).toBeVisible();
  } finally {
    await a.close();
    await b.close();
  }
});

test('free: bookmarks stay in this browser and the page says syncing comes with Pro', async ({ page }) => {
  await signInAs(page, 'Ada Lovelace');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/bookmarks');
  await expect(page.getByTestId('bookmarks-sync')).toContainText('Bookmarks are kept in this browser. Syncing them across your devices comes with Pro.');
  await page.getByTestId('bookmarks-sync').getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
