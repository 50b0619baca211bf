import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');
const SOME_ID = '0123456789abcdef01234567';

// Every signed-out page of issue 14, with what shows that it has loaded (verification fails on a made-up link,
// which is the state with the most on it: the message and the resend button).
const PAGES = [
  { name: 'home', path: '/home', ready: 'main h2' },
  { name: 'login', path: '/login', ready: 'form button[type=submit]' },
  { name: 'register', path: '/register', ready: 'form textarea' },
  { name: 'forgot-password', path: '/forgotPassword', ready: 'form input[type=email]' },
  { name: 'reset-password', path: `/reset/${SOME_ID}/token.1.signature`, ready: 'form input' },
  { name: 'verify', path: `/verify/${SOME_ID}/token/1/signature`, ready: 'main button' },
  { name: 'status-tracking', path: '/ts', ready: 'form input' },
  { name: 'not-found', path: '/404', ready: 'main button' },
] as const;

/** The words a reader sees, less what is not interface text: the server's messages (shown as received, spec 01
 * §8), e-mail addresses, and the language buttons, each named in its own language. */
async function interfaceWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    let words = document.body.innerText;
    for (const node of document.querySelectorAll<HTMLElement>('[role=alert], [role=group] button[lang]')) {
      words = words.replace(node.innerText, '');
    }
    return words;
  });
  return text.replace(/\S+@\S+/g, '').match(/[A-Za-z]{2,}/g) ?? [];
}

/** Issue 14: the signed-out pages have no serious or critical accessibility problem, in English and Arabic. */
describe('the signed-out pages in English and Arabic', () => {
  const e2e = useProduct();

  it.each(['en', 'ar'] as const)('in %s: no serious accessibility problem on any page', async (language) => {
    const { context, page } = await e2e.page();
    // The slogan stands still, so each screenshot shows it whole.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.addInitScript((lang) => localStorage.setItem('placement.language', lang), language);
    for (const { name, path, ready } of PAGES) {
      await page.goto(`${e2e.product.url}${path}`);
      await page.locator(ready).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.evaluate(() => document.fonts.ready);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      if (language === 'ar')
        expect({ path, english: await interfaceWords(page) }).toEqual({ path, english: [] });
      await page.screenshot({ path: join(SCREENSHOTS, `public-${name}-${language}.png`), fullPage: true });
    }
  });
});
