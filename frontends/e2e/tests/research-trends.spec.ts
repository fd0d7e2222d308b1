import { expect, test } from '@playwright/test';

/** /research-trends (spec inst §2): the three sections, the six-box skeleton, the error and no-data states, the way back. */

const TRENDS = {
  emergingTopics: [
    { topic: 'sparse autoencoder', growthRate: 300, papers: 4, keyWords: ['interpretability', 'feature'] },
    { topic: 'Computation and Language (cs.CL)', growthRate: 33.333, papers: 8, keyWords: ['language'] },
  ],
  researchGaps: [{ area: 'Neurons and Cognition (q-bio.NC)', opportunityLevel: 'high', description: '3 papers in the last 90 days, up from 1.' }],
  crossDisciplinaryConnections: [
    { domains: ['Machine Learning (cs.LG)', 'Neurons and Cognition (q-bio.NC)'], connectionStrength: 3, potentialImpact: 'High' },
  ],
  window: { days: 90, recentFrom: '2026-04-02', recentTo: '2026-06-30' },
  papersAnalyzed: 23,
};

test('the header link leads here and the page shows what the real trends answer holds, with a way back', async ({ page, request }) => {
  await page.goto('/');
  await page.getByTestId('nav-desktop').getByRole('link', { name: 'Research Intelligence', exact: true }).click();
  await expect(page).toHaveURL(/\/research-trends$/);
  await expect(page.getByRole('heading', { name: 'Research Intelligence', level: 1 })).toBeVisible();
  // Other tests may have put papers in this run's catalog: compare with the real answer rather than assume.
  const res = await request.get('/api/research-intelligence/trends');
  const trends = res.ok() ? await res.json() : null;
  const topics: { topic: string }[] = trends?.emergingTopics ?? [];
  const empty = !trends || (topics.length === 0 && trends.researchGaps.length === 0 && trends.crossDisciplinaryConnections.length === 0);
  if (empty) {
    await expect(page.getByText('Failed to load research trends')).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Emerging Research Topics' })).toBeVisible();
    if (topics.length > 0) await expect(page.getByTestId('emerging-topic').first()).toContainText(topics[0].topic);
  }
  await page.getByRole('link', { name: 'Back to papers' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an answer with no trends at all shows "Failed to load research trends"', async ({ page }) => {
  await page.route('**/api/research-intelligence/trends', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...TRENDS, emergingTopics: [], researchGaps: [], crossDisciplinaryConnections: [], papersAnalyzed: 0 }) }),
  );
  await page.goto('/research-trends');
  await expect(page.getByText('Failed to load research trends')).toBeVisible();
});

test('six skeleton boxes while loading, then the three sections', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/api/research-intelligence/trends', async (route) => {
    await released;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(TRENDS) });
  });
  await page.goto('/research-trends');
  await expect(page.getByTestId('trends-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByRole('heading', { name: 'Emerging Research Topics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Research Opportunities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cross-Disciplinary Connections' })).toBeVisible();
  const topics = page.getByTestId('emerging-topic');
  await expect(topics).toHaveCount(2);
  await expect(topics.first().getByTestId('growth-rate')).toHaveText('+300.0%');
  await expect(topics.nth(1).getByTestId('growth-rate')).toHaveText('+33.3%');
  await expect(topics.first()).toContainText('4 papers');
  await expect(topics.first()).toContainText('interpretability');
  await expect(page.getByTestId('research-gap')).toContainText('high opportunity');
  await expect(page.getByTestId('research-gap')).toContainText('3 papers in the last 90 days, up from 1.');
  await expect(page.getByTestId('connection')).toContainText('Machine Learning (cs.LG) × Neurons and Cognition (q-bio.NC)');
  await expect(page.getByTestId('connection')).toContainText('Connection strength: 3 papers');
  await expect(page.getByTestId('connection')).toContainText('Potential impact: High');
  await expect(page.getByTestId('trends-skeleton')).toHaveCount(0);
});

test('an error answer shows "Failed to load research trends"', async ({ page }) => {
  await page.route('**/api/research-intelligence/trends', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }));
  await page.goto('/research-trends');
  await expect(page.getByText('Failed to load research trends')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to papers' })).toHaveAttribute('href', '/');
});
