import { expect, test } from '@playwright/test';
import { BROKEN_ADMIN_URL } from '../playwright.config';
import { seedCatalog } from './catalog';
import { expectNoSidewaysScroll, signInAs } from './support';

/**
 * The citation network (issue #38 item 5): the PeerJ article (W2741809807, replayed from the recorded
 * OpenAlex answers) drawn with its derivative works (1,021 cite it; it lists no references), each
 * link labelled as a citation, at 1280 and 375 px; the Visual Network's Citations view beside the
 * similarity network; and on the server without live access, the view says citations need it.
 */

const PEERJ = 'oa-W2741809807';
const SHOTS = process.env.E2E_SCREENSHOTS;

test.beforeAll(() => {
  seedCatalog();
});

for (const width of [1280, 375] as const) {
  test(`at ${width} px: the paper page draws prior and derivative works, labelled as citations`, async ({ page, baseURL }) => {
    await signInAs(page, 'Ada Lovelace');
    const saved = await page.request.post('/api/google-scholar/works/W2741809807/save', { headers: { Origin: baseURL ?? '' } });
    expect([200, 201]).toContain(saved.status());
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/paper/${PEERJ}`);
    const section = page.getByTestId('section-citations');
    await section.getByTestId('citations-as-network').click();
    const graph = section.getByTestId('citation-graph');
    await expect(graph).toBeVisible();
    await expect(graph.locator('[data-testid="citation-node"][data-kind="citation"]')).toHaveCount(8);
    await expect(graph.locator('[data-testid="citation-node"][data-kind="reference"]')).toHaveCount(0);
    await expect(graph.getByTestId('citation-node').first()).toHaveAccessibleName(/^Derivative work \(cites this paper\): /);
    const legend = section.getByTestId('citation-legend');
    await expect(legend).toContainText('Prior works: cited by this paper (0)');
    await expect(legend).toContainText('Derivative works: citing this paper (1,021)');
    await expect(legend).toContainText('Links are citations recorded by OpenAlex (W2741809807), not similarity');
    await expectNoSidewaysScroll(page);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/${width}-citation-network.png` });
    await section.getByTestId('citations-as-list').click();
    await expect(section.getByTestId('tab-citations')).toHaveText('Cited by (1,021)');
  });
}

test('the Visual Network has a Citations view next to the similarity network; without live access it says citations need it', async ({ page }) => {
  await page.goto(`${BROKEN_ADMIN_URL}/`);
  await page.getByTestId('feed-tabs').getByRole('tab', { name: 'Visual Network' }).click();
  await expect(page.getByTestId('network-graph')).toBeVisible();
  await expect(page.getByTestId('network-view')).toContainText('Links: similarity (shared authors, AI tags, categories and topic words), not citations.');
  await page.getByTestId('view-citations').click();
  await expect(page.getByTestId('citations-offline')).toHaveText(
    'References and citations need live research access: no OpenAlex API key is configured (set OPENALEX_API_KEY).',
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/375-citations-offline.png` });
});
