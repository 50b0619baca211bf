import { describe, expect, it } from 'vitest';
import { useProduct } from '../support';

/** Issue 14: /register (spec 01 §2): an agency asks for an account. */
describe('registering an agency', () => {
  const e2e = useProduct();

  it('sends the country, the dial code and number, the company, e-mail and message with a solved captcha, then goes home', async () => {
    const { page } = await e2e.page();
    await page.goto(`${e2e.product.url}/register`);
    const country = page.getByRole('combobox', { name: 'Country' });
    // The page comes with its lazily loaded module: wait for it before reading the list.
    await country.waitFor();
    const options = await country.locator('option').allTextContents();
    expect(options.slice(1)).toEqual([
      'Ethiopia (+251)',
      'Saudi Arabia (+966)',
      'Sudan (+249)',
      'UAE (+971)',
      'Jordan (+962)',
      'Qatar (+974)',
      'Bahrain (+973)',
      'Kuwait (+965)',
      'Lebanon (+961)',
      'Oman (+968)',
      'Yemen (+967)',
    ]);
    const submit = page.getByRole('button', { name: 'Register' });
    expect(await submit.isDisabled()).toBe(true);

    await country.selectOption('Ethiopia');
    await page.getByText('+251', { exact: true }).waitFor();
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.fill('9112345678901');
    await page.getByText('Must be 12 characters or less').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await phone.fill('911234567');
    await page.getByLabel('Company name').fill('Habesha Star Agency');
    await page.getByLabel('Email').fill('info@habesha-star.example');
    await page.getByLabel('Message').fill('We place about 40 workers a month.');

    const sent = page.waitForRequest((request) => request.postData()?.includes('recaptchaRegister') ?? false);
    await submit.click();
    const input = (await sent).postDataJSON().variables.input;
    expect(input).toMatchObject({
      country: 'Ethiopia',
      phone: '251911234567',
      name: 'Habesha Star Agency',
      email: 'info@habesha-star.example',
      message: 'We place about 40 workers a month.',
    });
    expect(input.captcha.length).toBeGreaterThan(20);

    await page.waitForURL(`${e2e.product.url}/home`);
    await page
      .getByText('Your data has been submitted! We will get back to you soon. Have a great day!')
      .waitFor();
  });

  it('names the countries in Arabic, right to left', async () => {
    const { context, page } = await e2e.page();
    await context.addInitScript(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'سجّل مكتبك' }).waitFor();
    const options = await page.locator('select option').allTextContents();
    expect(options).toContain('إثيوبيا (+251)');
    expect(options).toContain('المملكة العربية السعودية (+966)');
  });
});
