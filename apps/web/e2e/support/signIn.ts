import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './demoAccounts';

/**
 * Signs in through the real /login form (captcha solved by the page) and waits for the signed-in shell (its menu
 * is named in the language shown: a user whose kept language is not English passes its name).
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
  menuName = 'Main menu',
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//);
  await page.getByRole('navigation', { name: menuName }).waitFor();
}
