import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LICENCE_EXPIRED_MESSAGE } from '@placement/domain';
import { DEMO, signIn, useProduct, type RunningProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { gql, savedPdf, screenshot, setLicence } from './printingSupport';

/** A worker with everything the application and the contract translation print (spec 02 §4). */
const WORKER = {
  _id: 'printentry',
  passportNumber: 'EP6120458',
  givenName: 'tigist alemu',
  surName: 'woldemariam',
  placeOfBirth: 'bahir dar',
  placeOfIssue: 'addis ababa',
  sex: 'female',
  dateOfBirth: '1996-04-12',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: '2027-01-09',
  status: 'embassy_process',
  address: { telephone: '0918442731', city: 'bahir dar' },
  contactPerson: {
    displayName: 'alemu woldemariam',
    kinship: 'father',
    address: { city: 'gondar', telephone: '0918100200' },
  },
  additionalData: {
    appliedCountry: 'saudi_arabia',
    salary: 1000,
    currency: 'saudi_riyal',
    fullNameAmharic: 'ትዕግሥት ዓለሙ ወልደማርያም',
    maritalStatus: 'single',
    religion: 'christian',
    appliedProfession: 'housemaid',
    nationality: 'ethiopian',
  },
  visa: {
    visaNumber: '6012345678',
    fullName: 'saleh abdullah al otaibi',
    passportNumber: '1023456789',
    visaType: 'work',
    address: { city: 'riyadh', country: 'saudi arabia', telephone: '0501234567' },
  },
  embassyProcess: { enjazNumber: 'E1234567890' },
};

async function openEntry(page: Page, product: RunningProduct, id: string) {
  await page.goto(`${product.url}/app/employee/${id}`);
  await page.getByRole('heading', { name: /Passport Data|بيانات الجواز/u }).waitFor();
}

describe('printing from the employee entry', () => {
  const e2e = useProduct();
  let employeeId: string;

  it('downloads the contract translation under its name and reads the worker and the visa from it', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    const { createEmployee } = await gql<{ createEmployee: { _id: string } }>(
      page,
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
      { input: WORKER },
    );
    employeeId = createEmployee._id;
    await openEntry(page, e2e.product, employeeId);
    await page.getByRole('button', { name: 'Print/Download' }).click();
    const menu = page.getByRole('menu', { name: 'Print/Download' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Print First Page',
      'Print Contract Translation',
      'Download First Page',
      'Download Contract Translation',
    ]);
    await screenshot(page, 'printing-entry-menu-en');
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download', { timeout: 120_000 });
    await menu.getByRole('menuitem', { name: 'Download Contract Translation' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('TIGIST ALEMU_Contract.pdf');
    const { text } = await savedPdf(file, 'printing-entry-contract');
    for (const value of ['EP6120458', '6012345678', '1023456789', '1,000', 'ትዕግሥት ዓለሙ ወልደማርያም'])
      expect(text).toContain(value);
    expect(text).not.toContain('Please fill all the required Data');
  }, 240_000);

  it('previews the first page (the visa application) to print, in Arabic too', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await openEntry(page, e2e.product, employeeId);
    await page.getByRole('button', { name: 'طباعة/تنزيل' }).click();
    await screenshot(page, 'printing-entry-menu-ar');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'طباعة الصفحة الأولى' }).click();
    const preview = page.getByRole('dialog', { name: /الصفحة الأولى/u });
    await preview.locator('iframe').waitFor({ timeout: 120_000 });
    await screenshot(page, 'printing-entry-preview-ar');
    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'تنزيل' }).click();
    const { text } = await savedPdf(await download, 'printing-entry-enjaz');
    expect((await download).suggestedFilename()).toBe('TIGIST ALEMU_Enjaz.pdf');
    expect(text).toContain('EP6120458');
  }, 240_000);

  it('asks before a Kuwait contract whose visa city is Riyadh: Fix the record prints nothing, Print anyway prints it', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    const { createEmployee } = await gql<{ createEmployee: { _id: string } }>(
      page,
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
      {
        input: {
          ...WORKER,
          _id: 'printrydh',
          passportNumber: 'EP6120459',
          givenName: 'sara ali',
          additionalData: {
            ...WORKER.additionalData,
            appliedCountry: 'kuwait',
            salary: 120,
            currency: 'kuwait_dinar',
          },
          visa: {
            ...WORKER.visa,
            visaNumber: '6012345679',
            address: { city: 'riyadh', country: 'kuwait', telephone: '99887766' },
          },
        },
      },
    );
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await openEntry(page, e2e.product, createEmployee._id);
    await page.getByRole('button', { name: 'Print/Download' }).click();
    await page.getByRole('menuitem', { name: 'Download Kuwait Contract' }).click();
    const warning = page.getByRole('dialog', { name: /^Check before printing: /u });
    await warning
      .getByText(/The visa city riyadh is in Saudi Arabia, but the document places the work in Kuwait/iu)
      .waitFor();
    await screenshot(page, 'printing-warnings-en');
    expect(await seriousViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Fix the record' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await page.getByRole('progressbar').count()).toBe(0);

    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await openEntry(page, e2e.product, createEmployee._id);
    await page.getByRole('button', { name: 'طباعة/تنزيل' }).click();
    await page.getByRole('menuitem', { name: 'تنزيل عقد الكويت' }).click();
    const warningAr = page.getByRole('dialog', { name: /^تحقق قبل الطباعة: /u });
    await warningAr.waitFor();
    await screenshot(page, 'printing-warnings-ar');
    expect(downloads).toBe(0);
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await warningAr.getByRole('button', { name: 'الطباعة على أي حال' }).click();
    const { text } = await savedPdf(await download, 'printing-warnings-kuwait');
    expect(text.toUpperCase()).toContain('RIYADH');
  }, 240_000);

  it("cannot print once the company's licence has expired: the expired alert, no progress, no file", async () => {
    const operator = await e2e.page();
    await signIn(operator.page, e2e.product.url, DEMO.super);
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    const { me } = await gql<{ me: { company: { _id: string } } }>(page, '{ me { company { _id } } }');
    await setLicence(operator.page, me.company._id, 'expired');
    try {
      await openEntry(page, e2e.product, employeeId);
      let downloads = 0;
      page.on('download', () => (downloads += 1));
      await page.getByRole('button', { name: 'Print/Download' }).click();
      await page.getByRole('menuitem', { name: 'Download Contract Translation' }).click();
      // The print's own alert, in the notifications (the footer banner says it too, from the start).
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText(LICENCE_EXPIRED_MESSAGE.en)
        .waitFor();
      await screenshot(page, 'printing-licence-expired-en');
      expect(await page.getByRole('progressbar').count()).toBe(0);
      // The server refuses it too, whatever the page does.
      await expect(
        gql(
          page,
          'mutation { requestRender(input: { kind: contract, employeeIds: ["' + employeeId + '"] }) { id } }',
        ),
      ).rejects.toThrow(LICENCE_EXPIRED_MESSAGE.en);
      expect(downloads).toBe(0);
    } finally {
      await setLicence(operator.page, me.company._id, '');
    }
  }, 120_000);
});
