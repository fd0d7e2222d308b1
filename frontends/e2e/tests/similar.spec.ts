import { expect, test } from '@playwright/test';
import { PAPER_API, type SimilarPapersAnswer } from '@scholarlens/contracts';
import { seedCatalog } from './catalog';
import { expectNoSidewaysScroll } from './support';

/**
 * Similar Papers on the paper page (issue #38 item 4), on real corpus papers embedded by the
 * server's own background job: the nearest papers by meaning, each a link with its similarity and
 * why, labelled with the embedding model; before the paper is embedded, the section says so.
 */

/** arXiv 2608.06333 (math.QA): the seeded math papers give it neighbours in its field. */
const OSP = '2608.06333';

test.beforeAll(() => {
  expect(seedCatalog().map((p) => p.id)).toContain(OSP);
});

for (const width of [1280, 375] as const) {
  test(`at ${width} px: the nearest papers by meaning, with why, labelled with the model; a link opens one`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    // The server embeds the seeded abstracts in the background; wait until this one is in the index.
    await expect
      .poll(async () => ((await (await request.get(PAPER_API.similar(OSP))).json()) as SimilarPapersAnswer).status, { timeout: 120_000, intervals: [1_000] })
      .toBe('ready');
    const answer = (await (await request.get(PAPER_API.similar(OSP))).json()) as SimilarPapersAnswer;
    expect(answer.papers.length).toBeGreaterThan(0);

    await page.goto(`/paper/${OSP}`);
    const section = page.getByTestId('section-similar-papers');
    const items = section.getByTestId('similar-papers').locator('li');
    await expect(items).toHaveCount(answer.papers.length);
    const first = answer.papers[0];
    await expect(items.first()).toContainText(`${Math.round(first.similarity * 100)}% similar`);
    for (const reason of first.reasons) await expect(items.first()).toContainText(reason);
    await expect(section.getByTestId('similar-provenance')).toHaveText('Similarity of abstracts measured by Local AI · use-lite-512 embeddings');
    await expectNoSidewaysScroll(page);
    await section.screenshot({ path: `test-results/screens/${width}-similar-papers.png` });

    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/paper/${first.paper.id.replace('.', '\\.')}$`));
  });
}

test('before a paper is embedded the section says why it is empty; a failure shows the reason', async ({ page }) => {
  await page.route('**/api/papers/*/similar', (route) =>
    route.fulfill({ json: { status: 'not-embedded', papers: [], provenance: { provider: 'local', model: 'use-lite-512' } } satisfies SimilarPapersAnswer }),
  );
  await page.goto(`/paper/${OSP}`);
  await expect(page.getByTestId('similar-waiting')).toHaveText("Similar papers appear once this paper's abstract has been embedded for semantic search.");
  await page.unroute('**/api/papers/*/similar');
  await page.route('**/api/papers/*/similar', (route) => route.fulfill({ status: 503, json: { message: 'The vector index is unavailable' } }));
  await page.reload();
  await expect(page.getByTestId('similar-error')).toHaveText('Could not load similar papers: The vector index is unavailable');
});
