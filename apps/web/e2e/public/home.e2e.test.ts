import { describe, expect, it } from 'vitest';
import { useProduct } from '../support';

const SLOGAN = 'Every placement, from passport to arrival, in one place.';

/** Issue 14: the landing page /home (spec 01 §1). */
describe('the home page', () => {
  const e2e = useProduct();

  it('types its slogan, shows the five about cards and the contact details, and leads to registration', async () => {
    const { page } = await e2e.page();
    await page.goto(e2e.product.url);
    await page.waitForURL(`${e2e.product.url}/home`);

    // Screen readers get the whole slogan at once; the eye sees it typed, a character at a time.
    const slogan = page.getByRole('img', { name: SLOGAN });
    await slogan.waitFor();
    const typedSoFar = async () => ((await slogan.textContent()) ?? '').length;
    const early = await typedSoFar();
    expect(early).toBeLessThan(SLOGAN.length);
    const started = Date.now();
    await page.waitForFunction(
      (text) => document.querySelector(`[aria-label="${text}"]`)?.getAttribute('data-done') === 'true',
      SLOGAN,
    );
    // 50 ms a character: what was still to type took at least that long (timers only ever run late).
    expect(Date.now() - started).toBeGreaterThanOrEqual((SLOGAN.length - early - 2) * 50);
    expect(await slogan.textContent()).toBe(SLOGAN);

    const about = page.getByRole('region', { name: 'Why agencies use it' });
    const cards = await about.getByRole('heading', { level: 3 }).allTextContents();
    expect(cards).toEqual(['Keeps everything', 'Mistake less', 'All in one', 'Reports', 'Alerts']);

    const contact = page.getByRole('region', { name: 'Contact us' });
    expect(await contact.getByRole('link', { name: /^\+\d+$/ }).getAttribute('href')).toMatch(
      /^tel:\+\d{9,}$/,
    );
    expect(await contact.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:\S+@\S+$/);
    const social = contact.getByRole('list', { name: 'Follow and message us' });
    expect(await social.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+$/,
    );
    expect(await social.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toMatch(
      /^https:\/\/t\.me\/\+\d+$/,
    );

    await page.getByRole('link', { name: 'Register your agency' }).click();
    await page.waitForURL(`${e2e.product.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Register your agency' }).waitFor();
  });

  it('shows the whole slogan at once to a visitor who asks for reduced motion', async () => {
    const { page } = await e2e.page();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${e2e.product.url}/home`);
    const slogan = page.getByRole('img', { name: SLOGAN });
    await slogan.waitFor();
    expect(await slogan.textContent()).toBe(SLOGAN);
    expect(await slogan.getAttribute('data-done')).toBe('true');
  });

  it('is in Arabic, right to left, when the visitor picks Arabic', async () => {
    const { page } = await e2e.page();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${e2e.product.url}/home`);
    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'لماذا تستخدمه المكاتب' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('link', { name: 'سجّل مكتبك' }).getAttribute('href')).toBe('/register');
  });
});
