import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, newPage, type PageOptions } from './browser';
import { signIn } from './signIn';
import { startProduct, type RunningProduct, type StartOptions } from './startProduct';

export interface ProductFixture {
  /** The product started for this file (`pnpm start` on a copy of the seeded data folder, a free port). */
  readonly product: RunningProduct;
  readonly browser: Browser;
  /** A fresh browser context and page; closed after the test, whether it passed or not. */
  page(options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** The same, signed in through the real /login form as `email` (a demo account's password by default). */
  signedIn(
    email: string,
    options?: PageOptions & { password?: string },
  ): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One test file's product and browser: call it at the top of a `describe`. It starts both before the file's
 * tests, closes every context a test opened after that test (a failed assertion no longer leaves it open for the
 * next test), and stops both after the last test, so a file holds no start, sign-in or cleanup code of its own.
 */
export function useProduct(options: StartOptions = {}): ProductFixture {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(options), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`useProduct: the ${what} is there only inside a test (after beforeAll)`);
    return value;
  };
  const fixture: ProductFixture = {
    get product() {
      return started(product, 'product');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async page(pageOptions) {
      const opened = await newPage(fixture.browser, pageOptions);
      contexts.push(opened.context);
      return opened;
    },
    async signedIn(email, { password, ...pageOptions } = {}) {
      const opened = await fixture.page(pageOptions);
      await signIn(opened.page, fixture.product.url, email, password);
      return opened;
    },
  };
  return fixture;
}
