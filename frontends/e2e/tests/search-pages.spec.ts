/**
 * The search page's pages, filters and sort (issue #37) on the seeded real papers, at 1280 and
 * 375 px: the whole answer's total, more results as the list scrolls, the category, dates and
 * sort kept in the URL, and "No papers found" for a query about nothing in the catalog.
 */
import { expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { expectNoSidewaysScroll, shot } from './support';

for (const width of [1280, 375]) {
  test.describe(`search pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the total, loads more on scroll, keeps filters and sort in the URL', async ({ page, request }) => {
      seedCatalog();
      // The import is projected into search in the background.
      await expect
        .poll(async () => Number(((await request.get('/api/papers/search?q=models')).headers()['x-search-total'] ?? '0').replace('>', '')), {
          message: 'the seeded catalog has more than a page of "models"',
          timeout: 30_000,
        })
        .toBeGreaterThan(20);

      await page.goto('/search?q=models');
      await expect(page.getByTestId('search-result-count')).toHaveText(/^Found (more than )?[\d,]+ paper\(s\)$/);
      await expect(page.getByTestId('paper-card')).toHaveCount(20);
      await shot(page, `search-pages-${width}-first`);
      // Scrolling to the end of the list brings the next page.
      await page.getByTestId('search-load-more').scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByTestId('paper-card').count()).toBeGreaterThan(20);
      await expectNoSidewaysScroll(page);

      // A category: the URL says it, the answer is narrowed.
      await page.getByTestId('search-category').locator('..').click();
      await page.getByRole('option', { name: 'Mathematics' }).click();
      await expect(page).toHaveURL(/[?&]category=math(&|$)/);
      await expect(page.getByTestId('search-result-count')).toBeVisible();
      const cards = page.getByTestId('paper-card');
      await expect(cards.first()).toBeVisible();
      // Newest first, kept with the category.
      await page.getByTestId('search-sort').locator('..').click();
      await page.getByRole('option', { name: 'Newest first' }).click();
      await expect(page).toHaveURL(/[?&]sort=newest(&|$)/);
      await expect(page).toHaveURL(/[?&]category=math(&|$)/);
      // Dates: published from a day after every seeded paper leaves nothing.
      await page.getByTestId('search-from').fill('2999-01-01');
      await expect(page).toHaveURL(/[?&]from=2999-01-01(&|$)/);
      await expect(page.getByTestId('search-no-results')).toBeVisible();
      await shot(page, `search-pages-${width}-filtered`);
      // The URL alone restores the page: reload keeps the filters in their fields.
      await page.reload();
      await expect(page.getByTestId('search-from')).toHaveValue('2999-01-01');
      await expect(page.getByTestId('search-sort')).toHaveValue('newest');
      await expectNoSidewaysScroll(page);
    });

    test('a query about nothing in the catalog answers "No papers found"', async ({ page }) => {
      seedCatalog();
      await page.goto('/search?q=zzqxjv%20wqkzpf%20xxyyzz');
      await expect(page.getByTestId('search-result-count')).toHaveText('Found 0 paper(s)');
      await expect(page.getByText('No papers found')).toBeVisible();
      await expect(page.getByText('Try different keywords or check your spelling')).toBeVisible();
      await expect(page.getByTestId('paper-card')).toHaveCount(0);
      await shot(page, `search-pages-${width}-none`);
      await expectNoSidewaysScroll(page);
    });
  });
}
