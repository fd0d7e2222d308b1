import { type Page, expect, test } from '@playwright/test';
import { ROUTES } from '@scholarlens/contracts';
import { signInAs } from './support';

/**
 * The shell, every remote and every page run under the backend's Content-Security-Policy
 * (backend/src/platform/http/security-headers.ts): nothing they do may be refused. Chromium reports
 * a refusal twice, as a console error and as a `securitypolicyviolation` event; both are collected.
 */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|nonce/i.test(error.message)) violations.push(`${page.url()}: ${error.message}`);
  });
  return violations;
}

async function eventViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

test('every page of the shell and its remotes loads with no Content-Security-Policy violation', async ({ page }) => {
  // Seventeen pages, each with its remote's code: more than the default minute on a busy machine.
  test.setTimeout(300_000);
  const violations = collectViolations(page);
  const first = await page.goto('/');
  expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Signed in as the admin, the admin remote's pages render their real content, not a refusal.
  await signInAs(page, 'Alan Turing');
  const papers = await (await page.request.get('/api/papers?limit=1')).json();
  const paperId = (Array.isArray(papers) ? papers[0] : papers?.papers?.[0])?.id ?? '2401.00001';
  for (const route of ROUTES) {
    await page.goto(route.path.replace(':id', paperId));
    // Not 'networkidle': the feed and the monitors poll.
    await page.waitForLoadState('load');
    await expect(page.locator('main')).not.toBeEmpty();
    // The page really is styled: emotion's <style> tags carry the nonce and were applied.
    const styled = await page.evaluate(() => [...document.querySelectorAll('style[data-emotion]')].some((s) => (s as HTMLStyleElement).sheet !== null && (s as HTMLStyleElement).nonce !== ''));
    expect(styled, `${route.path}: emotion styles applied with their nonce`).toBe(true);
    expect([...violations, ...(await eventViolations(page))], route.path).toEqual([]);
  }
});

test('the sign-in page of the local issuer loads with no violation', async ({ page }) => {
  const violations = collectViolations(page);
  await page.goto('/auth/google');
  await expect(page.getByText('Sign in to ScholarLens (local issuer)')).toBeVisible();
  // Its inline style applied (admitted by hash): the account buttons are laid out as a grid.
  await expect(page.locator('form.accounts')).toHaveCSS('display', 'grid');
  expect([...violations, ...(await eventViolations(page))]).toEqual([]);
});

test('the page cannot be framed by another page', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.headers()['x-frame-options']).toBe('DENY');
});
