import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LICENCE_RENEWAL_MESSAGE, passportMrzLines } from '@placement/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, useProduct } from '../support';

const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');

const PASSPORT = {
  surName: 'Gebremedhin',
  givenName: 'Tsehay Abebe',
  passportNumber: 'EP9876543',
  nationalityCode: 'ETH',
  dateOfBirth: '1999-04-12',
  sex: 'female' as const,
  passportExpiryDate: '2031-02-20',
};

const statusHeading = (page: Page) => page.locator('#passport-data').textContent();

async function expectStatus(page: Page, label: string) {
  await page.waitForFunction(
    (wanted) => document.querySelector('#passport-data')?.textContent?.endsWith(`Status: ${wanted}`),
    label,
  );
}

// A real picture for the upload: drawn by the browser itself, as a phone camera's JPEG would arrive.
async function facePicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#7a4b2a';
    context.fillRect(0, 0, 480, 600);
    context.fillStyle = '#f2d0b0';
    context.beginPath();
    context.arc(240, 260, 150, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('employee entry', () => {
  const e2e = useProduct();

  it('adds an employee from a pasted MRZ, with a photo and a visa, walks the checklist, discontinues, finds and deletes it', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.goto(`${e2e.product.url}/app/employees`);
    await page.getByRole('button', { name: 'Add New Employee' }).click();
    await page.waitForURL(/\/app\/employee\/[A-Za-z0-9]{10}$/);
    await expectStatus(page, 'Available');
    // The lower sections wait for the first save.
    expect(await page.getByRole('button', { name: 'Attach' }).isDisabled()).toBe(true);

    // A wrong check digit is named and nothing is filled.
    const [line1, line2] = passportMrzLines(PASSPORT);
    const wrong = `${line2.slice(0, 9)}${line2[9] === '0' ? '1' : '0'}${line2.slice(10)}`;
    await page.getByRole('button', { name: 'Paste Employee Data From' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste employee data' });
    await dialog.getByRole('textbox').fill(`${line1}\n${wrong}`);
    await dialog.getByRole('button', { name: 'Fill the form' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Wrong check digit for the passport number (line 2)');
    expect(await page.getByLabel('Passport Number').inputValue()).toBe('');

    // The right lines fill the Passport Data panel.
    await dialog.getByRole('textbox').fill(`${line1}\n${line2}`);
    await dialog.getByRole('button', { name: 'Fill the form' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Passport Number').inputValue()).toBe('EP9876543');
    expect(await page.getByLabel('Sur Name').inputValue()).toBe('GEBREMEDHIN');
    expect(await page.getByLabel('Given Name').inputValue()).toBe('TSEHAY ABEBE');
    expect(await page.getByRole('textbox', { name: 'Date of Birth' }).inputValue()).toBe('12-Apr-1999');

    await page.getByLabel('Place of Birth').fill('Adama');
    await page.getByRole('button', { name: 'Save Employee' }).click();
    await page.waitForURL(/\/app\/employee\/[0-9a-f]{24}$/);
    await page.getByText('saved successfully').first().waitFor();

    // A face photo, resized in the browser and stored privately by the API. The upload refetches the
    // employee; that answer is held back here until the visa has been typed, as on a slow line, and must not
    // undo the typing.
    // The saved employee has loaded (its photos only show then), so the next GetEmployee is the upload's.
    await page.getByRole('group', { name: 'Face Photo' }).waitFor();
    let releaseRefetch: () => void = () => undefined;
    const refetchHeld = new Promise<void>((resolve) => (releaseRefetch = resolve));
    let held = false;
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      // Only the upload's refetch is held; anything after it goes straight through.
      if (operation !== 'GetEmployee' || held) return route.continue();
      held = true;
      const response = await route.fetch();
      await refetchHeld;
      await route.fulfill({ response });
    });
    await page
      .getByRole('group', { name: 'Face Photo' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'face.jpg',
        mimeType: 'image/jpeg',
        buffer: await facePicture(page),
      });
    await page.getByText('Upload successful').first().waitFor();

    // A visa typed in (while the refetch is on its way) and saved with the employee.
    await page.getByLabel('Visa Number', { exact: true }).fill('1555444333');
    await page.getByLabel('Sponsor Name').fill('Nasser Al Qahtani');
    releaseRefetch();
    await page.getByRole('group', { name: 'Face Photo' }).getByRole('img').waitFor();
    // Waits for a request still in the handler, so none is answered twice.
    await page.unrouteAll({ behavior: 'wait' });
    expect(await page.getByLabel('Visa Number', { exact: true }).inputValue()).toBe('1555444333');
    expect(await page.getByLabel('Sponsor Name').inputValue()).toBe('Nasser Al Qahtani');

    // The checklist: every tick moves the status to the stage after it; unticking goes back.
    await page.getByRole('checkbox', { name: 'Selected' }).check();
    await expectStatus(page, 'Contract Process');
    await page.getByRole('checkbox', { name: 'Medically FIT' }).check();
    await expectStatus(page, 'Embassy Process');
    expect(await page.getByRole('checkbox', { name: 'FMOL Approved Contract' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Ticket Booked' }).check();
    await expectStatus(page, 'Flight Booked');
    await page.getByRole('checkbox', { name: 'Traveled' }).check();
    await expectStatus(page, 'Traveled');
    expect(await page.getByRole('button', { name: 'Discontinue' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Traveled' }).uncheck();
    await expectStatus(page, 'Flight Booked');
    await page.getByRole('checkbox', { name: 'FMOL Approved Contract' }).uncheck();
    await expectStatus(page, 'Contract Process');
    expect(await page.getByRole('checkbox', { name: 'Medically FIT' }).isChecked()).toBe(false);

    // Discontinue, save, and read it back from the API.
    await page.getByRole('button', { name: 'Discontinue' }).click();
    await expectStatus(page, 'Discontinued');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'employee-en.png') });
    // The save's own answer, not an earlier save's message that may still be showing.
    const savedAnswer = page.waitForResponse(
      (response) =>
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
        'CreateEmployee',
    );
    await page.getByRole('button', { name: 'Save Employee' }).click();
    expect((await savedAnswer).ok()).toBe(true);
    await page.getByText('saved successfully').first().waitFor();
    await page.reload();
    await expectStatus(page, 'Discontinued');
    expect(await page.getByLabel('Visa Number', { exact: true }).inputValue()).toBe('1555444333');
    expect(await statusHeading(page)).toContain('Discontinued');

    // Attaching a demo visa shows that visa in the visa fields, over what was typed there, and keeps what
    // was typed elsewhere and not yet saved.
    await page.getByLabel('Place of Birth').fill('Nazret');
    await page.getByLabel('Visa Number', { exact: true }).fill('1555');
    await page.getByRole('searchbox', { name: 'Search and attach visa' }).fill('4000000000');
    await page.getByRole('combobox', { name: 'Visa', exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Attach' }).click();
    await page.getByText('Visa Successfully Linked').first().waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="visa.visaNumber"]') as HTMLInputElement | null)?.value ===
        '4000000000',
    );
    expect(await page.getByLabel('Place of Birth').inputValue()).toBe('Nazret');

    // Found from the top bar by passport number, then deleted.
    await page.goto(`${e2e.product.url}/app/employees`);
    await page.getByRole('search').getByRole('searchbox').fill('EP9876543');
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('tbody tr');
      return rows.length === 1 && rows[0]!.textContent!.includes('EP9876543');
    });
    expect(await page.locator('tbody tr').textContent()).toContain('4000000000');
    await page
      .locator('tbody tr')
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No Employees Found...').waitFor();
  });

  it("shows a foreign agent an agency's candidate without the owner's controls, and saves its edit", async () => {
    const { page } = await e2e.signedIn(DEMO.agent);
    // An ADDIS STAR candidate offered to RIYADH GULF, with a face photo (the demo seed offers every other one).
    const offered = await page.evaluate(async () => {
      const answer = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('placement.token')}`,
        },
        body: JSON.stringify({
          query:
            '{ me { company { _id } } employees(take: 100) { employees { _id facePhoto owner { _id } } } }',
        }),
      });
      const { data } = (await answer.json()) as {
        data: {
          me: { company: { _id: string } };
          employees: { employees: Array<{ _id: string; facePhoto: string | null; owner: { _id: string } }> };
        };
      };
      return data.employees.employees.find((e) => e.owner._id !== data.me.company._id && e.facePhoto)?._id;
    });
    expect(offered).toBeTruthy();
    await page.goto(`${e2e.product.url}/app/employee/${offered}`);
    await page.locator('#passport-data').waitFor();
    const ownerNote = 'Only the agency that owns this candidate changes the visa and replaces its pictures.';
    await expect.poll(() => page.getByText(ownerNote).count()).toBeGreaterThanOrEqual(2);
    // Whom it is offered to is not asked; the agency, the visa and the stored face photo are shown, not changed.
    expect(await page.getByLabel('For Company').count()).toBe(0);
    expect(await page.getByLabel('Local Agency').isDisabled()).toBe(true);
    expect(await page.getByLabel('Visa Number').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Attach' }).count()).toBe(0);
    const face = page.getByRole('group', { name: 'Face Photo' });
    expect(await face.getByRole('img').count()).toBe(1);
    expect(await face.getByText('Choose file').count()).toBe(0);
    // What a partner may change is saved: the API takes the save the form sends.
    await page.getByLabel('Place of Birth').fill('DIRE DAWA');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('saved successfully').waitFor();
    await page.screenshot({ path: join(SCREENS, 'employee-entry-partner-en.png'), fullPage: true });
  });

  it('lays the entry form out right to left in Arabic', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/employee/abcdefghij`);
    await page.getByLabel('رقم الجواز').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'employee-ar.png') });
  });

  it('says every missing field on Save, in Arabic, and moves to the first one', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/employee/abcdefghij`);
    const save = page.getByRole('button', { name: 'حفظ الموظف' });
    await save.waitFor();
    // Nothing typed yet: Save is marked unavailable and says why beside it.
    expect(await save.isDisabled()).toBe(true);
    const reason = await save.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reason}"]`).textContent()).toContain('املأ الحقول المطلوبة');
    // Pressing it anyway shows every required field's message, in Arabic, and moves to the first.
    await save.click({ force: true });
    await page.getByRole('alert').filter({ hasText: 'مطلوب' }).first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Required' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('givenName');
    // A wrong given name keeps the spec's words and says what is wrong, in Arabic.
    await page.getByLabel('الاسم الأول').fill('Hana2');
    await page.getByText('الاسم الأول غير صحيح: استخدم الحروف اللاتينية A-Z والمسافات فقط').waitFor();
    // The calendar names its months and weekdays in Arabic.
    await page.getByRole('button', { name: /^تاريخ الميلاد:/ }).click();
    const calendar = page.getByRole('dialog', { name: 'تاريخ الميلاد' });
    expect(
      await calendar.getByRole('combobox', { name: 'الشهر' }).locator('option').first().textContent(),
    ).toBe('يناير');
    expect(await calendar.getByRole('columnheader').first().getAttribute('abbr')).toBe('الأحد');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'employee-errors-ar.png') });
  }, 120_000);

  it('warns a sudan company under renewal and shows it the sudan fields; other companies do not see them', async () => {
    const sudan = await e2e.signedIn(DEMO.sudan);
    await sudan.page.goto(`${e2e.product.url}/app/com/abcdefghij`);
    // Shown as a warning, not as an error: nothing was refused.
    await sudan.page
      .getByRole('region', { name: 'Notifications' })
      .locator('[data-kind="warning"]')
      .getByText(LICENCE_RENEWAL_MESSAGE)
      .waitFor();
    // A renewal warning lets the work go on.
    expect(new URL(sudan.page.url()).pathname).toBe('/app/com/abcdefghij');
    await sudan.page.getByLabel('Medical Insurance').waitFor();
    await sudan.page.getByLabel('Exchange Rate').waitFor();
    await sudan.page.getByRole('group', { name: 'Sub Agents' }).waitFor();

    const other = await e2e.signedIn(DEMO.admin);
    await other.page.goto(`${e2e.product.url}/app/employee/abcdefghij`);
    await other.page.getByLabel('Passport Number').waitFor();
    expect(await other.page.getByLabel('Medical Insurance').count()).toBe(0);
    expect(await other.page.getByRole('group', { name: 'Sub Agents' }).count()).toBe(0);
  });

  it('shows the time-zone warning instead of the form outside UTC+3 and UTC+4', async () => {
    const { page } = await e2e.signedIn(DEMO.admin, { timezoneId: 'Europe/London' });
    await page.goto(`${e2e.product.url}/app/employee/abcdefghij`);
    await page.getByRole('alert').getByText("Please set your computer's time zone").waitFor();
    expect(await page.getByLabel('Passport Number').count()).toBe(0);
  });
});
