import { request as playwrightRequest, expect as baseExpect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { call, expectNoSidewaysScroll, shot, signedInPage, toast } from './support';

/** Creating and revoking answer once the key read model has them (read-your-writes): slower than 10 s on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The integrations panel's api tab (issue #36 item 4): Marie, who administers the demo institution,
 * sees the product's routes with their measured usage and a link to /api/docs; she creates an API
 * key, sees its secret once, uses it from outside the browser, and revokes it, after which it is
 * refused. Ada (a member) sees the catalogue but no keys. Seen at 1280 and 375 px. The file sorts
 * after institution.spec.ts, whose story is Marie inviting Ada for the first time.
 */

for (const width of [1280, 375]) {
  test(`Marie creates an API key shown once, it works, she revokes it and it is refused (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const marie = await signedInPage(browser, 'Marie Curie', width);
    await marie.goto('/institution?tab=integrations');
    await marie.getByTestId('integrations-tab-api').click();
    const tab = marie.getByTestId('api-catalogue-tab');
    await expect(tab.getByTestId('api-docs-link')).toHaveAttribute('href', '/api/docs');
    // Real routes with measured figures: the institution route this page just called has usage.
    const institutionRoute = tab.locator('[data-testid="api-endpoint"][data-endpoint="GET /api/institution"]');
    await expect(institutionRoute.getByTestId('api-endpoint-usage')).not.toHaveText('0');
    await expect(institutionRoute.getByTestId('api-endpoint-p50')).toHaveText(/ms$/);
    await tab.getByTestId('api-endpoint-filter').fill('api-keys');
    await expect(tab.getByTestId('api-endpoint')).toHaveCount(3);

    const name = `E2E key ${width}`;
    await tab.getByTestId('create-api-key').click();
    const dialog = marie.getByRole('dialog', { name: 'Create API Key' });
    await dialog.getByTestId('api-key-name').fill(name);
    await dialog.getByTestId('api-key-create-submit').click();
    await expect(toast(marie)).toContainText('API key created');
    const secretDialog = marie.getByRole('dialog', { name: 'Your new API key' });
    await expect(secretDialog).toContainText('it will not be shown again');
    const secret = (await secretDialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^sk_live_[A-Za-z0-9_-]{40,}$/);
    await shot(marie, `api-key-secret-${width}`);
    await secretDialog.getByTestId('api-key-secret-done').click();
    await expect(secretDialog).toBeHidden();
    // Shown once: the page holds it nowhere any more.
    await expect(marie.getByText(secret)).toHaveCount(0);

    const row = tab.getByTestId(/^api-key-[0-9a-f-]{36}$/).filter({ hasText: name });
    await expect(row.getByTestId('api-key-status')).toHaveText('Active');
    await expect(row).toContainText(secret.slice(0, 12));

    // The key works from outside the browser (no cookies), as Marie.
    const outside = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const withKey = { headers: { Authorization: `Bearer ${secret}` } };
    const institution = await outside.get('/api/institution', withKey);
    expect(institution.status()).toBe(200);

    await row.getByTestId('revoke-api-key').click();
    await marie.getByRole('dialog', { name: `Revoke “${name}”?` }).getByTestId('revoke-api-key-confirm').click();
    await expect(toast(marie)).toContainText('API key revoked');
    await expect(row.getByTestId('api-key-status')).toHaveText('Revoked');
    await expect(row.getByTestId('revoke-api-key')).toHaveCount(0);
    const refused = await outside.get('/api/institution', withKey);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe('Invalid or revoked API key');
    await outside.dispose();
    await expectNoSidewaysScroll(marie);
    await shot(marie, `api-keys-revoked-${width}`);
  });
}

test('a member sees the catalogue but not the keys', async ({ browser }) => {
  // Ada a member of Marie's institution (as the collaboration spec sets up, whichever runs first).
  const marie = await signedInPage(browser, 'Marie Curie');
  const users = (await call<{ email: string }[]>(marie, 'GET', '/api/institution/users')).body;
  if (!users.some((u) => u.email === 'ada@scholarlens.local')) {
    expect((await call(marie, 'POST', '/api/institution/users/invite', { email: 'ada@scholarlens.local' })).status).toBe(201);
  }
  const ada = await signedInPage(browser, 'Ada Lovelace', 375);
  await ada.goto('/institution?tab=integrations');
  await ada.getByTestId('integrations-tab-api').click();
  const tab = ada.getByTestId('api-catalogue-tab');
  await expect(tab.getByTestId('api-keys')).toContainText('Only institution administrators create and revoke API keys.');
  await expect(tab.getByTestId('create-api-key')).toHaveCount(0);
  await expect(tab.getByTestId('api-endpoint').first()).toBeVisible();
  await expectNoSidewaysScroll(ada);
});
