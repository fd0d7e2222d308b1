import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, signInAs } from './support';

/**
 * References & Citations on the paper page (issue #38 item 5), from the recorded OpenAlex answers
 * the e2e server's OpenAlex replays: the PeerJ article (W2741809807) saved into the catalog lists
 * the works citing it, most cited first, with OpenAlex's total and the date fetched.
 */

const PEERJ = 'oa-W2741809807';

test.beforeEach(async ({ page, baseURL }) => {
  await signInAs(page, 'Ada Lovelace');
  const saved = await page.request.post('/api/google-scholar/works/W2741809807/save', { headers: { Origin: baseURL ?? '' } });
  expect([200, 201]).toContain(saved.status());
});

for (const width of [1280, 375] as const) {
  test(`at ${width} px: the works citing the paper, its references, where they come from, and Refresh`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/paper/${PEERJ}`);
    const section = page.getByTestId('section-citations');
    await expect(section.getByTestId('tab-citations')).toHaveText('Cited by (1,021)');
    await expect(section.getByTestId('tab-references')).toHaveText('References (0)');
    await expect(section.getByTestId('citation-links').locator('li')).toHaveCount(8);
    await section.getByRole('button', { name: 'Show all 25' }).click();
    await expect(section.getByTestId('citation-links').locator('li')).toHaveCount(25);
    await expect(section.getByTestId('citations-source')).toContainText('From OpenAlex (W2741809807), fetched');
    await section.getByTestId('tab-references').click();
    await expect(section).toContainText('OpenAlex lists no references of this paper.');
    await expectNoSidewaysScroll(page);
    await section.getByTestId('tab-citations').click();
    await section.screenshot({ path: `test-results/screens/${width}-citations.png` });
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(section.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(section.getByTestId('tab-citations')).toHaveText('Cited by (1,021)');
  });
}

test('a failure says so in words, never JSON', async ({ page }) => {
  await page.route('**/api/papers/*/citations', (route) => route.fulfill({ status: 503, json: { message: 'Live research access is unavailable: OpenAlex could not be reached.' } }));
  await page.goto(`/paper/${PEERJ}`);
  await expect(page.getByTestId('citations-error')).toHaveText('Live research access is unavailable: OpenAlex could not be reached.');
});
