import { type Page, expect, test } from '@playwright/test';
import { BROKEN_ADMIN_URL } from '../playwright.config';
import { signInAs } from './support';

/**
 * /google-scholar (spec inst §2, §4, §5) against the main server, whose OpenAlex is the replay of
 * recorded responses (playwright.config.ts): tabs, the blank-search rule, categories, cards,
 * View Paper, and the error state.
 */

/** Records window.open calls instead of opening pages on the internet. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { opened: unknown[] }).opened = [];
    window.open = ((url?: string | URL, target?: string) => {
      (window as unknown as { opened: unknown[] }).opened.push([String(url), target]);
      return null;
    }) as typeof window.open;
  });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('latest is the default tab: newest works as cards with authors, year, citations, venue; View Paper opens a new window', async ({ page }) => {
  await recordWindowOpen(page);
  await page.goto('/google-scholar');
  await expect(page.getByRole('heading', { name: 'Live Research Access', level: 1 })).toBeVisible();
  await expect(tab(page, 'Latest')).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('scholar-card');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first.getByRole('heading')).toHaveText('High-throughput screening of human genetic variants by pooled prime editing');
  await expect(first.getByTestId('scholar-card-authors')).toHaveText(/^Michael Herger, Christina M\. Kajba, Megan Buckley \+\d+ more$/);
  await expect(first.getByTestId('scholar-card-year')).toHaveText('2025');
  await expect(first.getByTestId('scholar-card-citations')).toHaveText('3 citations');
  await expect(first.getByTestId('scholar-card-venue')).toHaveText('Cell Genomics');
  await first.getByRole('button', { name: 'View Paper' }).click();
  expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([['https://doi.org/10.1016/j.xgen.2025.100814', '_blank']]);
  // Anonymous visitors are not offered saving.
  await expect(page.getByRole('button', { name: 'Save to ScholarLens' })).toHaveCount(0);
});

test('Search Live is disabled while the query is blank; submitting switches to the search tab', async ({ page }) => {
  await page.goto('/google-scholar');
  const button = page.getByRole('button', { name: 'Search Live' });
  await expect(button).toBeDisabled();
  await page.getByTestId('live-search-input').fill('   ');
  await expect(button).toBeDisabled();
  await page.getByTestId('live-search-input').fill('Augmenting large language models with chemistry tools');
  await expect(button).toBeEnabled();
  await page.getByTestId('live-search-input').press('Enter');
  await expect(tab(page, 'Search')).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('scholar-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByTestId('scholar-card-venue')).toHaveText('Nature Machine Intelligence');
  await expect(cards.nth(1).getByTestId('scholar-card-venue')).toHaveText('arXiv (Cornell University)');

  await page.getByTestId('live-search-input').fill('a search nobody recorded');
  await button.click();
  await expect(page.getByTestId('live-empty')).toHaveText('No papers found for "a search nobody recorded".');
  await tab(page, 'Latest').click();
  await expect(page.getByTestId('scholar-card').first()).toBeVisible();
});

test('choosing a category switches to the category tab and lists it; an empty one says so', async ({ page }) => {
  await page.goto('/google-scholar');
  for (const label of ['Artificial Intelligence', 'Quantum Computing', 'Biotechnology', 'Climate Science', 'Neuroscience', 'Physics']) {
    await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Artificial Intelligence', exact: true }).click();
  await expect(tab(page, 'Category')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('scholar-card')).toHaveCount(1);
  await expect(page.getByTestId('scholar-card').getByRole('heading')).toHaveText('PaperQA: Retrieval-Augmented Generative Agent for Scientific Research');
  await page.getByRole('button', { name: 'Quantum Computing', exact: true }).click();
  await expect(page.getByTestId('live-empty')).toHaveText('No recent papers in Quantum Computing.');
});

test('when live access is off the page says why', async ({ page }) => {
  await page.route('**/api/google-scholar/latest', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Live research access is off: no OpenAlex API key is configured (set OPENALEX_API_KEY).' }),
    }),
  );
  await page.goto('/google-scholar');
  await expect(page.getByTestId('live-error')).toContainText('503: Live research access is off: no OpenAlex API key is configured');
  await expect(page.getByTestId('live-error')).not.toContainText('{');
});

test('a signed-in user can save a work to ScholarLens', async ({ page }) => {
  await signInAs(page, 'Ada Lovelace');
  // The answer is stubbed so this run's catalog stays as other tests expect it (the API tests import for real).
  await page.route('**/api/google-scholar/works/*/save', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ paperId: '2312.07559', status: 'imported', message: 'Saved to ScholarLens' }) }),
  );
  await page.goto('/google-scholar');
  await page.getByRole('button', { name: 'Artificial Intelligence', exact: true }).click();
  const card = page.getByTestId('scholar-card');
  await card.getByRole('button', { name: 'Save to ScholarLens' }).click();
  await expect(page.getByText('Saved to ScholarLens', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open in ScholarLens' })).toHaveAttribute('href', '/paper/2312.07559');
});

test('saving a work that is no arXiv preprint puts it in the catalog; its paper page shows its DOI and OpenAlex, no arXiv links', async ({ page }) => {
  await signInAs(page, 'Ada Lovelace');
  await page.goto('/google-scholar');
  // The recorded PeerJ article (2018): no arXiv id, an open-access PDF, a DOI.
  const card = page.locator('[data-testid="scholar-card"][data-work-id="W2741809807"]');
  await expect(card.getByRole('heading')).toHaveText('The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles');
  await card.getByRole('button', { name: 'Save to ScholarLens' }).click();
  const open = card.getByRole('link', { name: 'Open in ScholarLens' });
  await expect(open).toHaveAttribute('href', '/paper/oa-W2741809807');
  await open.click();

  await expect(page).toHaveURL(/\/paper\/oa-W2741809807$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles');
  await expect(page.getByTestId('paper-identifier')).toHaveText('doi:10.7717/peerj.4375');
  await expect(page.getByTestId('source-attribution')).toContainText('Source: OpenAlex (openalex.org/W2741809807)');
  await expect(page.getByTestId('paper-landing-link')).toHaveAttribute('href', 'https://doi.org/10.7717/peerj.4375');
  await expect(page.getByLabel('Categories').getByText('Decision Sciences', { exact: true })).toBeVisible();
  await expect(page.locator('a[href*="arxiv.org"]')).toHaveCount(0);
});

test.describe('a server without an OpenAlex key (the second e2e server has none)', () => {
  test('/google-scholar says live access is not configured and names the variable; no list is requested, no raw JSON', async ({ page }) => {
    const lists: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/google-scholar\/(latest|search|category)/.test(r.url())) lists.push(r.url());
    });
    await page.goto(`${BROKEN_ADMIN_URL}/google-scholar`);
    const state = page.getByTestId('live-not-configured');
    await expect(state).toContainText('Live research access is not configured on this server');
    await expect(state).toContainText('OPENALEX_API_KEY');
    await expect(page.getByTestId('live-error')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('{"message"');
    expect(lists).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/live-off-1280.png', fullPage: true });
  });

  test('the home promo card does not promise live results when live access is off', async ({ page }) => {
    await page.goto(`${BROKEN_ADMIN_URL}/`);
    const promo = page.getByTestId('promo-text-google-scholar');
    await expect(promo).toHaveText('Live search of scholarly works is not configured on this server.');
    await expect(promo).not.toContainText('live,');
    // The hero's two live claims say they need live access instead of promising it; the others stand as aims.
    const claims = page.getByTestId('hero-claim');
    await expect(claims.filter({ hasText: '160M+' }).getByTestId('hero-claim-live-off')).toHaveText('Needs live research access, which is not configured on this server');
    await expect(claims.filter({ hasText: '24/7' }).getByTestId('hero-claim-live-off')).toHaveText('Needs live research access, which is not configured on this server');
    await expect(page.getByTestId('hero-claim-live-off')).toHaveCount(2);
  });

  test('the main server (key set) promises live results', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('promo-text-google-scholar')).toHaveText('Search 160M+ scholarly works live, with citations and venues.');
    await expect(page.getByTestId('hero-claim').filter({ hasText: '24/7' })).toBeVisible();
    await expect(page.getByTestId('hero-claim-live-off')).toHaveCount(0);
  });
});
