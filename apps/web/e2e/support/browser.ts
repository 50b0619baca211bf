import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium, with everything that would reach the internet turned off.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface PageOptions {
  /** Defaults to Asia/Riyadh (UTC+3): the agencies' time zone, where the app shows no time-zone warning. */
  timezoneId?: string;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

/** A fresh browser context (no stored token or preferences) and a page in it. */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    timezoneId: options.timezoneId ?? 'Asia/Riyadh',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    locale: 'en-US',
  });
  const page = await context.newPage();
  return { context, page };
}
