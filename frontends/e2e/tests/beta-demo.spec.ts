import { expect, test, type Page } from '@playwright/test';
import { seedCatalog } from './catalog';

async function fillBetaForm(page: Page, email: string, interests = 'machine learning, , computer vision ') {
  const form = page.getByTestId('beta-form');
  await form.getByLabel('Full name').fill('Rosalind Franklin');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Institution').fill("King's College London");
  await form.getByLabel('Research interests').fill(interests);
  await form.getByLabel('Expected usage').fill('Daily literature review');
  await form.getByLabel('How did you hear about us?').click();
  await page.getByRole('option').first().click();
}

test('beta sign-up: the form registers, welcomes, and leads to the platform; the address then counts as taken', async ({ page }) => {
  const email = `rosalind-${Date.now()}@example.org`;
  await page.goto('/beta-signup');
  await fillBetaForm(page, email);
  await page.getByTestId('beta-submit').click();
  await expect(page.getByText('Beta Access Granted!')).toBeVisible();
  await expect(page.getByTestId('beta-welcome')).toBeVisible();
  await page.getByRole('link', { name: 'Explore Platform' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/beta-signup');
  await fillBetaForm(page, email);
  await page.getByTestId('beta-submit').click();
  await expect(page.getByText('Registration Failed')).toBeVisible();
  await expect(page.getByText(/already registered/)).toBeVisible();
  await expect(page.getByTestId('beta-welcome')).toHaveCount(0);
});

test('beta sign-up: interests that are only commas and spaces are refused in the form', async ({ page }) => {
  await page.goto('/beta-signup');
  await fillBetaForm(page, `nobody-${Date.now()}@example.org`, ' , ,, ');
  await page.getByTestId('beta-submit').click();
  await expect(page.getByText('Enter at least one research interest.')).toBeVisible();
  await expect(page.getByTestId('beta-welcome')).toHaveCount(0);
});

test('demo: at most six real papers, searchable, with real stats', async ({ page }) => {
  const papers = seedCatalog();
  await page.goto('/demo');
  const cards = page.getByTestId('demo-paper');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(6);
  await expect(page.getByTestId('demo-papers-enhanced')).not.toHaveText('—');
  // Only measured figures: no fixed "25% citation increase".
  const stats = await page.evaluate(async () => (await (await fetch('/api/stats')).json()) as { todayPapers: number });
  await expect(page.getByTestId('demo-papers-today')).toHaveText(stats.todayPapers.toLocaleString('en-US'));
  await expect(page.getByText('Citation increase')).toHaveCount(0);
  await expect(page.getByText('25%', { exact: true })).toHaveCount(0);
  const title = (await cards.first().getByRole('heading').first().innerText()).trim();
  const word = title.split(/\s+/).find((w) => w.length > 6) ?? title.split(/\s+/)[0];
  await page.getByTestId('demo-search').fill(word);
  await expect(cards.first()).toContainText(word);
  await page.getByTestId('demo-search').fill('qqqzzzxxyy');
  await expect(page.getByTestId('demo-empty')).toBeVisible();
  expect(papers.length).toBeGreaterThan(6);
});
