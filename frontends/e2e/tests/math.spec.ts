import { expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';

/**
 * TeX in titles and abstracts (issue #28 item 3), on real corpus papers: formulas rendered by KaTeX on
 * the card, the paper page and in the network, no raw TeX left, and the tab titled with the paper's
 * title as plain text.
 */

/** arXiv 2608.06333: "Relative modular categories from $\mathfrak{osp}(2 \vert 2n)$". */
const OSP = '2608.06333';
/** arXiv 2608.05480: a display formula ($$…$$) in its abstract. */
const DISPLAY = '2608.05480';

test.beforeAll(() => {
  const ids = seedCatalog().map((p) => p.id);
  expect(ids).toContain(OSP);
  expect(ids).toContain(DISPLAY);
});

test('the paper page renders the title formula with KaTeX and titles the tab in plain text', async ({ page }) => {
  await page.goto(`/paper/${OSP}`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1.locator('.katex')).toHaveCount(1);
  await expect(h1.locator('.katex-html')).toContainText('osp');
  // No TeX source left in what a reader sees.
  const visible = await h1.locator('.katex-html').evaluate((el) => el.closest('h1')?.innerText ?? '');
  expect(visible).not.toContain('$');
  expect(visible).not.toContain('\\mathfrak');
  await expect(page).toHaveTitle('Relative modular categories from osp(2 | 2n)');
  await page.screenshot({ path: 'test-results/screens/1280-paper-math-title.png', fullPage: true });
});

test('a display formula in an abstract renders as display math that scrolls in its own box', async ({ page }) => {
  await page.goto(`/paper/${DISPLAY}`);
  const abstract = page.getByTestId('section-abstract');
  await expect(abstract.locator('[data-math="display"] .katex-display')).toHaveCount(1);
  await expect(abstract.locator('[data-math="inline"] .katex').first()).toBeVisible();
  expect(await abstract.innerText()).not.toContain('$$');
  await page.screenshot({ path: 'test-results/screens/1280-paper-display-math.png', fullPage: true });
  await expect(page).toHaveTitle(/^Modularity of Point Counts for the Curves Xᵃ=Yᵇ|^Modularity of Point Counts for the Curves X\^a=Y\^b/);
});

test('cards in the feed render formulas; the network labels read them as text', async ({ page }) => {
  await page.goto('/');
  const card = page.locator(`[data-testid="paper-card"][data-paper-id="${OSP}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading').locator('.katex')).toHaveCount(1);
  expect(await card.getByRole('heading').innerText()).not.toContain('\\mathfrak');
  await page.getByTestId('feed-tabs').getByRole('tab', { name: 'Visual Network' }).click();
  await expect(page.getByTestId('network-node').first()).toBeVisible();
  const labels = await page.getByTestId('network-node').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).not.toMatch(/\$|\\[a-z]+/);
  await page.screenshot({ path: 'test-results/screens/1280-network.png' });
  await page.getByTestId('view-clusters').click();
  await expect(page.getByTestId('network-clusters')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/1280-clusters.png' });
});

test('a formula KaTeX cannot parse falls back to its source text; the page stands', async ({ page }) => {
  await page.route(`**/api/papers/${OSP}`, async (route) => {
    const res = await route.fetch();
    const paper = (await res.json()) as { title: string };
    await route.fulfill({ response: res, json: { ...paper, title: 'Broken $\\frac{a$ and fine $x^2$' } });
  });
  await page.goto(`/paper/${OSP}`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1.locator('[data-math-fallback]')).toHaveText('$\\frac{a$');
  await expect(h1.locator('.katex')).toHaveCount(1);
});
