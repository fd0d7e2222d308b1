import { type Page, expect } from '@playwright/test';

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
