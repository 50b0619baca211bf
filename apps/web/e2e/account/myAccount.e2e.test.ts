import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { drawnPicture } from '../support/drawnPicture';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');

/** Issue 16: My account (/app/profile): the user's picture and the sudan agencies' Sub Agents panel. */
describe('my account', () => {
  const e2e = useProduct();

  /** My account in the language the Settings page remembers, once its data has settled. */
  const openProfile = async (page: Page, language: 'en' | 'ar') => {
    await page.evaluate((lang) => localStorage.setItem('placement.language', lang), language);
    await page.goto(`${e2e.product.url}/app/profile`);
    await page.getByRole('main').waitFor();
    // The page dims while a request is pending; contrast is measured on the settled page.
    await page.waitForLoadState('networkidle');
  };

  it('lets a sudan agency add a sub agent and edit it, in English and Arabic', async () => {
    const { page } = await e2e.signedIn(DEMO.sudan);
    await openProfile(page, 'en');
    const panel = page.getByRole('region', { name: 'Sub Agents' });
    const table = panel.getByRole('table', { name: 'Sub Agents' });
    // The demo's sub agent is listed with its number.
    await table.getByRole('row', { name: /1 KASSALA SUB AGENT/ }).waitFor();

    const form = panel.getByRole('form', { name: 'Sub Agents' });
    await form.getByLabel('Agent name').fill('Gedaref office');
    await form.getByLabel('Telephone').fill('0911223344');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sub Agent Created').waitFor();
    const row = table.getByRole('row', { name: /GEDAREF OFFICE/ });
    await row.getByText('0911223344').waitFor();
    expect(await form.getByLabel('Agent name').inputValue()).toBe('');

    await row.getByRole('button', { name: 'Edit GEDAREF OFFICE' }).click();
    expect(await form.getByLabel('Agent name').inputValue()).toBe('GEDAREF OFFICE');
    await form.getByLabel('Telephone').fill('0955667788');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sub Agent Updated').waitFor();
    await table
      .getByRole('row', { name: /GEDAREF OFFICE/ })
      .getByText('0955667788')
      .waitFor();
    // Edited in place: still two sub agents.
    expect(await table.locator('tbody tr').count()).toBe(2);

    // A reload reads them back from the server, by name.
    await page.reload();
    await table.getByRole('row', { name: /1 GEDAREF OFFICE 0955667788/ }).waitFor();
    await table.getByRole('row', { name: /2 KASSALA SUB AGENT/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'profile-sub-agents-en.png'), fullPage: true });

    await openProfile(page, 'ar');
    const arabic = page.getByRole('region', { name: 'الوكلاء الفرعيون' });
    await arabic.getByRole('row', { name: /GEDAREF OFFICE/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'profile-sub-agents-ar.png'), fullPage: true });
  });

  it('uploads a profile picture, kept privately across a reload, and removes it', async () => {
    const { page } = await e2e.signedIn(DEMO.clerk);
    await openProfile(page, 'en');
    const avatar = page.getByRole('group', { name: 'Profile picture' });
    expect(await avatar.getByRole('img').count()).toBe(0);
    await avatar.locator('input[type=file]').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnPicture(page, 640, 480, 'Dawit'),
    });
    await page.getByText('Upload successful').first().waitFor();
    const stored = async () =>
      page.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.getItem('placement.token') ?? ''}`,
          },
          body: JSON.stringify({ query: '{ me { avatar } }' }),
        });
        return ((await response.json()) as { data: { me: { avatar: string | null } } }).data.me.avatar;
      });
    const fileName = await stored();
    expect(fileName).toBeTruthy();
    // Files are private: the stored picture is not served without the sign-in.
    expect((await fetch(`${e2e.product.url}/api/files/${fileName}`)).status).not.toBe(200);

    await page.reload();
    const picture = avatar.getByRole('img', { name: 'Profile picture' });
    await picture.waitFor();
    // The browser shrank it to the stored avatar size before sending it.
    expect(await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      200, 200,
    ]);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'profile-avatar-en.png') });

    await avatar.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('File removed').first().waitFor();
    expect(await stored()).toBeFalsy();
    await page.reload();
    // A clerk is not shown Save Company Profile (the server refuses it): the page is in once its picture is.
    await avatar.getByText('Choose file').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await avatar.getByRole('img').count()).toBe(0);
  });

  it('shows no Sub Agents panel to an agency that is not sudan', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await openProfile(page, 'en');
    await page.getByRole('button', { name: 'Save Company Profile' }).waitFor();
    expect(await page.getByRole('region', { name: 'Sub Agents' }).count()).toBe(0);
  });
});
