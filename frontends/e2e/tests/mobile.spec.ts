import { type Locator, type Page, expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { signInAs } from './support';

/**
 * 375 px (issue #28 item 5): nothing scrolls the page sideways on any core route, as a visitor and
 * as the admin; long display math, the export dialog, the floating buttons and the network graph
 * each checked where they appear. Screenshots land in test-results/screens/ for a person to look at.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** arXiv 2608.05480: a long display formula in its abstract (it widened the page to 521 px). */
const DISPLAY_MATH_PAPER = '2608.05480';
const CORE_ROUTES = [
  '/',
  '/search?q=modular%20categories',
  '/bookmarks',
  `/paper/${DISPLAY_MATH_PAPER}`,
  '/paper/2608.06333',
  '/research-trends',
  '/google-scholar',
  '/demo',
  '/beta-signup',
  '/courses',
  '/institution',
  '/institutional',
  '/partnerships',
  '/admin',
  '/databases',
];

test.beforeAll(() => {
  seedCatalog();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/375-${name}.png`, fullPage: true });
const slug = (route: string) => route.replace(/[/?=%.]+/g, '-').replace(/^-|-$/g, '') || 'home';

/** Signs in through the desktop navigation (its Login button), then goes back to 375 px. */
async function signInAt375(page: Page, account: Parameters<typeof signInAs>[1]) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, account);
  await page.setViewportSize({ width: 375, height: 812 });
}

/** A laid-out element's box (fails when it has none). */
async function rect(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not laid out');
  return box;
}

/** The page's widest scrolling extent after the route has drawn its content. */
async function scrollWidthAt(page: Page, route: string): Promise<number> {
  await page.goto(route);
  await expect(page.locator('main, [role="main"], #root').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Measure the drawn page, not its skeleton: wait (softly: some panels keep a progress bar) for loaders to go.
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 }).catch(() => undefined);
  // Let late content (lazy remotes, KaTeX fonts, charts) take its size.
  await page.waitForTimeout(300);
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const account of [null, 'Ada Lovelace'] as const) {
  test(`no sideways scroll at 375 px on every core route (${account ?? 'visitor'})`, async ({ page }) => {
    test.setTimeout(180_000);
    if (account) await signInAt375(page, account);
    const wide: string[] = [];
    for (const route of CORE_ROUTES) {
      const width = await scrollWidthAt(page, route);
      if (width > 375) wide.push(`${route}: ${width} px`);
      await shot(page, `${account ? 'admin' : 'visitor'}-${slug(route)}`);
    }
    expect(wide, 'routes wider than 375 px').toEqual([]);
  });
}

test('a long display formula scrolls inside its own box, and the bottom tab bar stays on screen', async ({ page }) => {
  await page.goto(`/paper/${DISPLAY_MATH_PAPER}`);
  const formula = page.locator('[data-math="display"]').first();
  await expect(formula).toBeVisible();
  const box = await rect(formula);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const bar = await rect(page.getByTestId('bottom-tab-bar'));
  expect(bar.x + bar.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the export dialog fits 375 px: every format button and action inside it', async ({ page }) => {
  await signInAt375(page, 'Grace Hopper');
  await page.goto(`/paper/${DISPLAY_MATH_PAPER}`);
  await page.getByTestId('export-citation').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('citation-text')).toBeVisible();
  const paper = await rect(dialog);
  expect(paper.x).toBeGreaterThanOrEqual(0);
  expect(paper.x + paper.width).toBeLessThanOrEqual(375);
  for (const button of await dialog.getByRole('button').all()) {
    const b = await rect(button);
    expect(b.x + b.width, await button.innerText()).toBeLessThanOrEqual(paper.x + paper.width);
  }
  await shot(page, 'export-dialog');
});

test('no floating button covers a card: the feed actions sit in the page flow', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('paper-card').first()).toBeVisible();
  const sync = page.getByTestId('sync-button');
  await expect(sync).toBeVisible();
  expect(await sync.evaluate((el) => getComputedStyle(el.closest('[data-testid="feed-actions-inline"]') ?? el).position)).not.toBe('fixed');
  // Scrolled to any card, nothing fixed other than the app's bars lies over its text.
  const card = page.getByTestId('paper-card').nth(1);
  await card.scrollIntoViewIfNeeded();
  const covered = await card.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.2, 0.5, 0.8].map((fy) => [r.left + r.width * fx, r.top + r.height * fy] as const));
    return points.filter(([x, y]) => y > 80 && y < window.innerHeight - 80 && !el.contains(document.elementFromPoint(x, y))).length;
  });
  expect(covered).toBe(0);
});

test('the network graph fits the viewport at 375 px', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('feed-tabs').getByRole('tab', { name: 'Visual Network' }).click();
  const graph = page.getByTestId('network-graph');
  await expect(graph).toBeVisible();
  const box = await rect(graph);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'network');
});
