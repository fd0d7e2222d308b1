import { createHmac } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, signedInPage, toast } from './support';

/**
 * Security management, the institution portal's security tab (spec inst §2, issue #31): Marie
 * administers the demo institution. She turns MFA on (the switch is disabled while the change is
 * pending), adds and removes an IP range, reads the change in the audit log with who and from where,
 * replays the page to a moment before her change (what changed since, and a PDF report of then). Ada, a member, sees it read-only at 375 px.
 * Every setting is put back at the end: other specs share this server.
 */


/** The page's own origin for the CSRF check of API calls made outside the UI. */
const withOrigin = (page: Page) => ({ Origin: new URL(page.url()).origin });

test('Marie changes security settings, sees them in the audit log, and replays the page to before; Ada sees it read-only at 375 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const marie = await signedInPage(browser, 'Marie Curie', 1280);
  await marie.goto('/institution?tab=security');
  const panel = marie.getByTestId('security-panel');
  await expect(panel.getByRole('heading', { name: 'Security Score' })).toBeVisible();
  await expect(panel.getByRole('tab')).toHaveText(['Overview', 'Authentication', 'Access Control', 'Monitoring', 'Audit Logs']);
  const before = await (await marie.request.get('/api/security/status')).json();
  await expect(marie.getByTestId('security-score')).toHaveText(`${before.score}/100`);
  await expect(marie.getByTestId('security-band')).toHaveText(before.band);
  await expect(marie.getByTestId('security-card-mfa')).toContainText('Disabled');
  const invited = await marie.request.post('/api/institution/users/invite', { data: { email: 'ada@scholarlens.local' }, headers: withOrigin(marie) });
  expect([201, 409]).toContain(invited.status());
  const ada = await signedInPage(browser, 'Ada Lovelace', 375);
  try {

  // A moment before the change, to the minute (the "As of" control's precision).
  const asOfLocal = await marie.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await marie.waitForTimeout(1_000);

  // MFA on: the switch waits for the server (held back here so the pending state is visible).
  await panel.getByRole('tab', { name: 'Authentication' }).click();
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await marie.route('**/api/security/config', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  const mfa = marie.getByTestId('security-mfa').locator('input');
  await mfa.click();
  await expect(mfa).toBeDisabled();
  release();
  await expect(toast(marie)).toContainText('Security configuration updated successfully!');
  await expect(mfa).toBeEnabled();
  await expect(mfa).toBeChecked();
  await marie.unroute('**/api/security/config');
  await expect(marie.getByTestId('security-score')).toHaveText(`${before.score + 20}/100`);
  await expect(marie.getByText('Passwords live with your identity provider, not in ScholarLens', { exact: false })).toBeVisible();
  const policy = marie.getByTestId('security-password-policy');
  await policy.getByLabel('Minimum length').fill('14');
  await policy.getByRole('button', { name: 'Save Policy' }).click();
  await expect.poll(async () => (await (await marie.request.get('/api/security/config')).json()).passwordPolicy.minLength).toBe(14);

  // The IP whitelist: the dialog shows the server's refusal, then adds the address Marie signed in from.
  const [signInEntry] = await (await marie.request.get('/api/security/audit-logs?action=LOGIN_SUCCESS')).json();
  const myAddress: string = signInEntry.ipAddress;
  await panel.getByRole('tab', { name: 'Access Control' }).click();
  await expect(marie.getByTestId('security-ip-empty')).toBeVisible();
  await marie.getByTestId('security-add-ip').click();
  const dialog = marie.getByRole('dialog');
  await dialog.getByLabel('IP range').fill('300.1.2.3');
  await dialog.getByRole('button', { name: 'Add IP Range' }).click();
  await expect(toast(marie)).toContainText('Failed to add IP range');
  await expect(dialog).toContainText('ipRange: must be an IPv4 or IPv6 address or CIDR range');
  await dialog.getByLabel('IP range').fill(myAddress);
  await dialog.getByRole('button', { name: 'Add IP Range' }).click();
  await expect(toast(marie)).toContainText('IP range added successfully!');
  await expect(dialog).toBeHidden();
  await expect(marie.getByTestId('security-ip-list')).toContainText(myAddress);
  await marie.getByRole('button', { name: `Remove ${myAddress}` }).click();
  await expect(marie.getByTestId('security-ip-empty')).toBeVisible();

  // The audit log: Marie's change with the old and new value and her address; an empty filter says so.
  await panel.getByRole('tab', { name: 'Audit Logs' }).click();
  await marie.getByTestId('audit-filter').locator('..').click();
  await marie.getByRole('option', { name: 'Config Changes' }).click();
  await expect(marie.getByTestId('audit-entry').filter({ hasText: 'mfaEnabled: false → true' })).toContainText(`from ${myAddress}`);
  await expect(marie.getByTestId('audit-entry').first()).toContainText('ipWhitelist');
  await marie.getByTestId('audit-filter').locator('..').click();
  await marie.getByRole('option', { name: 'Security Violations' }).click();
  await expect(marie.getByTestId('audit-empty')).toHaveText('No audit logs available');
  await marie.getByTestId('audit-refresh').click();
  await expect(marie.getByTestId('audit-empty')).toHaveText('No audit logs available');

  // As of a moment before the change: MFA disabled again, the score as it was, nothing editable.
  await marie.getByTestId('security-as-of').fill(asOfLocal);
  // The diff from then to now, with who and from where; the report of that moment downloads as a PDF.
  await expect(marie.getByTestId('security-changes-since')).toContainText('mfaEnabled: false → true');
  await expect(marie.getByTestId('security-changes-since')).toContainText(`from ${myAddress}`);
  const download = marie.waitForEvent('download');
  await marie.getByTestId('security-export').click();
  await marie.getByRole('menuitem', { name: 'PDF report' }).click();
  expect((await download).suggestedFilename()).toMatch(/^security-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  await panel.getByRole('tab', { name: 'Overview' }).click();
  await expect(marie.getByTestId('security-card-mfa')).toContainText('Disabled');
  await expect(marie.getByTestId('security-card-sessions')).toContainText('—');
  await panel.getByRole('tab', { name: 'Authentication' }).click();
  await expect(mfa).not.toBeChecked();
  await expect(mfa).toBeDisabled();
  await marie.getByRole('button', { name: 'Now' }).click();
  await expect(mfa).toBeChecked();
  await expect(mfa).toBeEnabled();

  // Ada, a member, at 375 px (signed in before MFA went on: her session runs on): the same panel, read-only.
  await ada.goto('/institution?tab=security');
  await expect(ada.getByTestId('security-read-only')).toHaveText('Only institution administrators can change these settings.');
  await expect(ada.getByTestId('security-card-mfa')).toContainText('Enabled');
  await ada.getByRole('tab', { name: 'Authentication' }).click();
  await expect(ada.getByTestId('security-mfa').locator('input')).toBeDisabled();
  await expect(ada.getByLabel('Minimum length')).toHaveValue('14');
  await expect(ada.getByLabel('Minimum length')).toBeDisabled();
  await expect(ada.getByRole('button', { name: 'Save Policy' })).toHaveCount(0);
  await ada.getByRole('tab', { name: 'Access Control' }).click();
  await expect(ada.getByTestId('security-add-ip')).toHaveCount(0);
  await ada.getByRole('tab', { name: 'Audit Logs' }).click();
  await expect(ada.getByText('Only institution administrators can read the audit log')).toBeVisible();
  await expectNoSidewaysScroll(ada);

  } finally {
    // Put back what this test changed, also when it failed: later files sign in as members.
    const reset = await marie.request.patch('/api/security/config', { data: { mfaEnabled: false }, headers: withOrigin(marie) });
    expect(reset.status()).toBe(200);
  }
});

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) of a base32 key: what an authenticator app shows. */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('MFA: while Marie requires it, Ada is asked for a second factor; she enrols by QR code and signs in with her code', async ({ browser }) => {
  test.setTimeout(120_000);
  const marie = await signedInPage(browser, 'Marie Curie', 1280);
  const invited = await marie.request.post('/api/institution/users/invite', { data: { email: 'ada@scholarlens.local' }, headers: withOrigin(marie) });
  expect([201, 409]).toContain(invited.status());
  await marie.goto('/institution?tab=security');
  await marie.getByTestId('security-panel').getByRole('tab', { name: 'Authentication' }).click();
  await marie.getByTestId('security-mfa').locator('input').click();
  await expect(toast(marie)).toContainText('Security configuration updated successfully!');
  try {

  const ada = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  const signIn = async (code?: string) => {
    await ada.goto('/auth/google');
    await expect(ada.getByText('Sign in to ScholarLens (local issuer)')).toBeVisible();
    if (code) await ada.getByLabel(/Authenticator code/).fill(code);
    await ada.getByRole('button', { name: /Ada Lovelace/ }).click();
  };
  await signIn();
  await expect(ada.getByRole('heading', { name: 'Sign-in refused' })).toBeVisible();
  await expect(ada.getByText('Your institution requires multi-factor authentication: sign in again with your authenticator code.')).toBeVisible();

  await ada.goto('/oidc/totp');
  await expect(ada.getByRole('img', { name: /QR code of Ada Lovelace/ })).toBeVisible();
  const key = await ada.locator('code[data-account="ada"]').innerText();
  await signIn(totp(key));
  await ada.goto('/institution?tab=security');
  await expect(ada.getByTestId('security-read-only')).toBeVisible();
  await expect(ada.getByTestId('security-card-mfa')).toContainText('Enabled');
  await expectNoSidewaysScroll(ada);
  } finally {
    const reset = await marie.request.patch('/api/security/config', { data: { mfaEnabled: false }, headers: withOrigin(marie) });
    expect(reset.status()).toBe(200);
  }
});
