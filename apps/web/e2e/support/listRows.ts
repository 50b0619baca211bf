import type { Page } from 'playwright-core';

/**
 * A list's rows as the app draws them. A list opened by a page load may first show the screen the server drew
 * (#first-paint, services/api web/firstPaint), in the language and mode of the browser's view cookie: a test
 * that changed the language some other way (localStorage) sees that screen in the old language until the app's
 * own rows replace it. Skeleton rows (still loading) are not rows.
 */
export const appRows = (page: Page) => page.locator('#root tbody tr:not([data-testid="skeleton-row"])');

/** Waits until the app's own rows are shown: loaded, and the server's drawn screen gone. */
export async function waitForAppRows(page: Page): Promise<void> {
  await page.locator('#root tbody tr').first().waitFor();
  await page.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
  await page.locator('#first-paint').waitFor({ state: 'detached' });
}
