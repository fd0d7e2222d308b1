import { expect, test } from '@playwright/test';
import { type SeededPaper, seedCatalog } from './catalog';
import { expectNoSidewaysScroll } from './support';

/**
 * Author pages (issue #38 item 6) on real corpus papers: author names on the paper page and on the
 * cards lead to /author/{name}, which lists the catalog's papers by that author newest first, with
 * their co-authors as links; an author with no papers in the catalog says so with the server's reason.
 */

/** arXiv 2608.06333, by Seth Porter and Matthew B. Young. */
const OSP = '2608.06333';
let seeded: SeededPaper[];

test.beforeAll(() => {
  seeded = seedCatalog();
  expect(seeded.map((p) => p.id)).toContain(OSP);
});


for (const width of [1280, 375] as const) {
  test(`at ${width} px: from a paper's author to their page, and on to a co-author's`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/paper/${OSP}`);
    await page.getByTestId('paper-authors').getByRole('link', { name: 'Matthew B. Young' }).click();
    await expect(page).toHaveURL(/\/author\/Matthew%20B\.%20Young$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Matthew B. Young' })).toBeVisible();
    await expect(page).toHaveTitle('Matthew B. Young');
    const theirs = seeded.filter((p) => p.authors.includes('Matthew B. Young'));
    await expect(page.getByTestId('author-count')).toHaveText(new RegExp(`^${theirs.length} paper\\(s\\) in the catalog`));
    await expect(page.getByTestId('author-papers').getByTestId('paper-card')).toHaveCount(theirs.length);
    await expect(page.getByTestId('author-categories')).toContainText('math.QA');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screens/${width}-author.png`, fullPage: true });

    await page.getByTestId('author-co-authors').getByRole('link', { name: 'Seth Porter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seth Porter' })).toBeVisible();
    await expect(page.getByTestId('author-papers')).toContainText('Relative modular categories');
  });
}

test('the names on a feed card are links to their pages', async ({ page }) => {
  await page.goto('/');
  const link = page.getByTestId('paper-card').first().getByTestId('author-link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('author-count')).toHaveText(/^[1-9]\d* paper\(s\) in the catalog/);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/author/${name}`);
});

test('an author with no papers in the catalog: "Author Not Found" with the reason and a way home', async ({ page }) => {
  await page.goto('/author/Zzyzx%20Qwertyuiop');
  await expect(page.getByRole('heading', { level: 1, name: 'Author Not Found' })).toBeVisible();
  await expect(page.getByTestId('author-not-found')).toContainText('No papers by Zzyzx Qwertyuiop in the catalog');
  await page.getByRole('link', { name: '← Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
