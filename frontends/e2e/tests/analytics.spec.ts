import { expect, test } from '@playwright/test';
import type { AnalyticsResearchMetrics, AnalyticsSettings } from '@scholarlens/contracts';
import { call, expectNoSidewaysScroll, shot, signedInPage, toast } from './support';

/**
 * Advanced analytics (spec inst §2, issue #35), the portal's analytics tab: unconfigured, it says what
 * to set and gives Marie (an administrator) the form; she sets the OpenAlex institution id of the
 * recorded works (the replay's Harvard), the sync runs, and the overview shows the API's figures in
 * charts; each tab renders; an export is downloaded in the chosen format with the spec's toast.
 * Seen at 1280 and 375 px.
 */
const RECORDED = 'I136199984';

for (const width of [1280, 375]) {
  test(`Marie configures analytics, sees the charts and downloads an export (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const marie = await signedInPage(browser, 'Marie Curie', width);
    await marie.goto('/institution?tab=analytics');
    const panel = marie.getByTestId('analytics-panel');
    await expect(panel.getByRole('heading', { name: 'Advanced Analytics' })).toBeVisible();
    const before = (await call<AnalyticsSettings>(marie, 'GET', '/api/analytics/settings')).body;
    if (!before.configured) {
      await expect(marie.getByTestId('analytics-not-configured')).toContainText('OpenAlex institution id (or ROR id)');
      await shot(marie, `analytics-unconfigured-${width}`);
    }
    if (before.openAlexId !== RECORDED) {
      await marie.getByTestId('analytics-source-input').fill(RECORDED);
      await marie.getByTestId('analytics-source-save').click();
      await expect(toast(marie)).toContainText('Analytics settings saved');
    }
    // The sync runs (its progress polled), then the overview's figures are the API's.
    await expect(marie.getByTestId('analytics-source')).toContainText('Harvard University', { timeout: 30_000 });
    await expect(marie.getByTestId('analytics-overview')).toBeVisible({ timeout: 30_000 });
    const metrics = (await call<AnalyticsResearchMetrics>(marie, 'GET', '/api/analytics/research-metrics?timeframe=12months&department=all')).body;
    await expect(marie.getByTestId('analytics-papers-value')).toHaveText(String(metrics.totalPapers));
    await expect(marie.getByTestId('analytics-hindex-value')).toHaveText(String(metrics.hIndex));
    await expect(marie.getByTestId('analytics-insight')).toHaveCount(3);
    await expect(marie.getByTestId('analytics-chart-publications').locator('svg').first()).toBeVisible();
    await expect(marie.getByTestId('analytics-chart-fields').locator('svg').first()).toBeVisible();
    await expectNoSidewaysScroll(marie);
    await shot(marie, `analytics-overview-${width}`);

    // The timeframe select refetches: 5 years holds every moved work of the last five years.
    await marie.getByTestId('analytics-timeframe').locator('..').click();
    await marie.getByRole('option', { name: 'Last 5 years' }).click();
    const five = (await call<AnalyticsResearchMetrics>(marie, 'GET', '/api/analytics/research-metrics?timeframe=5years&department=all')).body;
    await expect(marie.getByTestId('analytics-papers-value')).toHaveText(String(five.totalPapers));

    for (const [tab, id] of [
      ['Departments', 'analytics-departments'],
      ['Impact', 'analytics-impact'],
      ['ROI', 'analytics-roi'],
      ['Predictions', 'analytics-predictions'],
      ['Benchmarks', 'analytics-benchmarks'],
    ] as const) {
      const t = panel.getByRole('tab', { name: tab });
      await expect(async () => {
        await t.click();
        await expect(t).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(marie.getByTestId(id)).toBeVisible();
      await expectNoSidewaysScroll(marie);
      await shot(marie, `analytics-${tab.toLowerCase()}-${width}`);
    }
    await expect(marie.getByTestId('analytics-chart-forecast').or(marie.getByTestId('analytics-chart-benchmarks')).first()).toBeVisible();

    // Export: the format chosen is the one downloaded.
    const format = width === 1280 ? { value: 'Excel (.xlsx)', ext: 'xlsx' } : { value: 'PowerPoint (.pptx)', ext: 'pptx' };
    await marie.getByTestId('analytics-export').click();
    await marie.getByTestId('analytics-export-format').locator('..').click();
    await marie.getByRole('option', { name: format.value }).click();
    const [download] = await Promise.all([marie.waitForEvent('download'), marie.getByTestId('analytics-export-confirm').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^research-analytics-5years-\\d{4}-\\d{2}-\\d{2}\\.${format.ext}$`));
    await expect(toast(marie)).toContainText('Analytics exported successfully!');
    await shot(marie, `analytics-exported-${width}`);
    await marie.context().close();
  });
}
