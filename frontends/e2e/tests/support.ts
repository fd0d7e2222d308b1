import { type Browser, type Page, expect } from '@playwright/test';

/** Signs in through the local OIDC issuer's page by choosing a demo account. */
export async function signInAs(page: Page, account: 'Ada Lovelace' | 'Grace Hopper' | 'Alan Turing' | 'Marie Curie') {
  await page.goto('/');
  await page.getByTestId('nav-desktop').getByRole('button', { name: 'Login' }).or(
    page.getByTestId('nav-desktop').getByRole('link', { name: 'Login' }),
  ).first().click();
  await expect(page.getByText('Sign in to ScholarLens (local issuer)')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(account) }).click();
  await expect(page.getByTestId('user-name')).toHaveText(account);
}

/** The one toast on screen (spec core §8: one at a time). */
export const toast = (page: Page) => page.getByTestId('toast');

/**
 * Passes once the page no longer scrolls sideways. Polled, not read once: after a resize the app re-renders
 * through media-query listeners a frame or more later, and until then the page still has its wide layout.
 */
export const expectNoSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'pixels the page scrolls sideways',
    })
    .toBeLessThanOrEqual(0);

const SHOTS = process.env.E2E_SCREENSHOTS;
/** With E2E_SCREENSHOTS=<dir>, saves the whole page as <dir>/<name>.png (to look at each screen in each state). */
export async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A browser context of its own, signed in at 1280 px (the header's Login button), then seen at `width`. */
export async function signedInPage(browser: Browser, account: Parameters<typeof signInAs>[1], width = 1280) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, account);
  if (width !== 1280) await page.setViewportSize({ width, height: 900 });
  return page;
}

/** A JSON call from the page, with its cookies (setting up what another test covers by hand). */
export async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}
