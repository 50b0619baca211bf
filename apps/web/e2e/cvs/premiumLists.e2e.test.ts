import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { paintedCvBox } from './cvOnScreen';

const SHOTS = join(import.meta.dirname, '../../../../docs/screenshots');

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, name), fullPage: false });
}

/** The facts of the first card, by their labels. */
async function firstCardFacts(page: Page): Promise<Record<string, string>> {
  const card = page.locator('article').first();
  await card.waitFor();
  const labels = await card.locator('dt').allTextContents();
  const values = await card.locator('dd').allTextContents();
  return Object.fromEntries(labels.map((label, i) => [label, values[i] ?? '']));
}

/** Opens a card's View Detail and gives the id the detail was opened at. */
async function openDetail(page: Page, card: ReturnType<Page['locator']>): Promise<string> {
  await card.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'View Detail' }).click();
  await page.waitForURL(/\/app\/cvp\?id=/);
  await page.locator('[data-testid="cv-on-screen"]').waitFor();
  return new URL(page.url()).searchParams.get('id') ?? '';
}

describe('the premium CV list and detail, and the public lists of an agency for its agent', () => {
  const e2e = useProduct();
  let agencyLink = '';

  it('/app/pcv shows premium cards (religion, marital status) that open the custom detail /app/cvp', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/pcv`);
    const facts = await firstCardFacts(page);
    expect(Object.keys(facts)).toEqual(
      expect.arrayContaining([
        'Passport',
        'Agent',
        'Age',
        'Salary',
        'Religion',
        'Marital status',
        'Experience',
      ]),
    );
    await shot(page, 'cvs-premium-list-en.png');

    // A candidate offered to no agent: the Agency/Agent Link has nothing to point to.
    const unassigned = page.locator('article', { has: page.locator('dd', { hasText: 'NO AGENT ASSIGNED' }) });
    await openDetail(page, unassigned.first());
    // The premium detail has no Edit Detail, and shares under the premium prefix.
    expect(await page.getByRole('button', { name: 'Edit Detail' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Agency/Agent Link' }).click();
    const none = page.getByRole('dialog', { name: 'Agency/Agent Link' });
    await none.getByText('No Agent/Company Assigned to Employee').waitFor();
    await none.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Share Candidate' }).click();
    const share = page.getByRole('dialog', { name: 'Shared Links' });
    await expect(share.locator('a bdi').textContent()).resolves.toMatch(
      new RegExp(`^${e2e.product.url}/c/ccp/[A-Za-z0-9]{6}$`),
    );
    await share.getByRole('button', { name: 'Close' }).click();

    // A candidate offered to the demo's Riyadh agent: the link to the agency's public list for that agent.
    await page.goto(`${e2e.product.url}/app/pcv`);
    const assigned = page.locator('article', { has: page.locator('dd', { hasText: 'RIYADH GULF' }) });
    await openDetail(page, assigned.first());
    await page.getByRole('button', { name: 'Agency/Agent Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agency/Agent Link' });
    // Off until the agency turns it on (issue 37); its link then ends with an unguessable key.
    await dialog.getByText('Your public list for this agent is off').waitFor();
    await dialog.getByRole('button', { name: 'Turn the public list on' }).click();
    await dialog.locator('a bdi').waitFor();
    agencyLink = (await dialog.locator('a bdi').textContent()) ?? '';
    expect(agencyLink).toMatch(
      new RegExp(`^${e2e.product.url}/cpp/[0-9a-f]{24}/[0-9a-f]{24}/[A-Za-z0-9_-]{22}\\?lng=ar$`),
    );
    const whatsApp = await dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsApp ?? '')).toBe(`https://wa.me/?text=${agencyLink}`);
    await shot(page, 'cvs-agency-agent-link-en.png');
  });

  it('the Agency/Agent Link opens signed out in Arabic; its list matches the signed-in /app/pcv for the two ids', async () => {
    const [agencyId, agentId, key] = new URL(agencyLink).pathname.split('/').slice(2);
    const visitor = await e2e.page({ viewport: { width: 390, height: 844 } });
    await visitor.page.goto(agencyLink);
    // On a phone the CV's facts as text (spec 02 §2.2), the printed page one tap away.
    await visitor.page.locator('[data-slide="0"] [data-testid="cv-facts"] img').first().waitFor();
    expect(await visitor.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect(
      visitor.page.getByRole('link', { name: 'الاستعلام عن حالة طلب' }).getAttribute('href'),
    ).resolves.toBe('/ts');
    const overflow = await visitor.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(visitor.page, 'cvs-agency-cvs-facts-ar-390.png');
    await visitor.page.getByRole('button', { name: 'عرض الصفحة المطبوعة' }).click();
    await visitor.page.locator('[data-slide="0"] [data-testid="cv-on-screen"] img').first().waitFor();
    const cv = await paintedCvBox(visitor.page, '[data-slide="0"]');
    expect(cv.left).toBeGreaterThanOrEqual(0);
    expect(cv.right).toBeLessThanOrEqual(cv.screen);
    expect(cv.width).toBeGreaterThan(cv.screen * 0.8);
    await shot(visitor.page, 'cvs-agency-cvs-ar-390.png');

    await visitor.page.getByRole('link', { name: 'عرض القائمة' }).click();
    await visitor.page.waitForURL(`${e2e.product.url}/pcv/${agencyId}/${agentId}/${key}`);
    await visitor.page.locator('article').first().waitFor();
    const publicNames = await visitor.page.locator('article h3').allTextContents();
    const facts = await firstCardFacts(visitor.page);
    expect(Object.keys(facts)).toContain('الديانة');
    await shot(visitor.page, 'cvs-agency-list-ar-390.png');

    // A card opens the CVs at that candidate.
    const third = visitor.page.locator('article').nth(2);
    await third.getByRole('button', { name: /^الإجراءات/ }).click();
    await visitor.page.getByRole('menuitem', { name: 'عرض التفاصيل' }).click();
    await visitor.page.waitForURL(/\/cpp\/.*\?cv=3$/);
    const current = visitor.page.locator('[data-slide="2"] [data-testid="cv-facts"]');
    await current.waitFor();
    expect((await visitor.page.locator('[data-slide="2"]').textContent())?.toUpperCase()).toContain(
      publicNames[2]!.toUpperCase(),
    );

    const owner = await e2e.page();
    await signIn(owner.page, e2e.product.url, DEMO.admin);
    await owner.page.goto(`${e2e.product.url}/app/pcv?agencyId=${agencyId}&agentId=${agentId}`);
    await owner.page.locator('article').first().waitFor();
    expect(await owner.page.locator('article h3').allTextContents()).toEqual(publicNames);
  });

  it('ids of another shape or of no agency list nothing, nor the two real ids without the key', async () => {
    const { page } = await e2e.page();
    const [agencyId, agentId, key] = new URL(agencyLink).pathname.split('/').slice(2);
    await page.goto(`${e2e.product.url}/pcv/${agencyId}/${agentId}`);
    await page.getByRole('heading', { name: 'No CVs Found' }).waitFor();
    await page.goto(`${e2e.product.url}/cpp/${agencyId}/${agentId}`);
    await page.getByRole('heading', { name: 'No CV Found' }).waitFor();
    await page.goto(`${e2e.product.url}/cpp/${agencyId}/${agentId}/${key!.slice(1)}x`);
    await page.getByRole('heading', { name: 'No CV Found' }).waitFor();
    await page.goto(`${e2e.product.url}/pcv/abc/def`);
    await page.getByRole('heading', { name: 'No CVs Found' }).waitFor();
    await page.goto(`${e2e.product.url}/pcv/${'0'.repeat(24)}/${'1'.repeat(24)}`);
    await page.getByRole('heading', { name: 'No CVs Found' }).waitFor();
    await page.goto(`${e2e.product.url}/cpp/${'0'.repeat(24)}/${'1'.repeat(24)}`);
    await page.getByRole('heading', { name: 'No CV Found' }).waitFor();
  });

  it('has no serious or critical accessibility problem on the new pages, in English and Arabic', async () => {
    const [agencyId, agentId, key] = new URL(agencyLink).pathname.split('/').slice(2);
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    const pages = [
      { path: '/app/pcv', ready: 'article img, article [role=img]' },
      { path: '/app/cvp', ready: '[data-testid="cv-on-screen"] img' },
      { path: `/pcv/${agencyId}/${agentId}/${key}`, ready: 'article img, article [role=img]' },
      { path: `/cpp/${agencyId}/${agentId}/${key}`, ready: '[data-testid="cv-on-screen"] img' },
    ];
    for (const language of ['en', 'ar']) {
      await page.evaluate((lang) => localStorage.setItem('placement.language', lang), language);
      for (const { path, ready } of pages) {
        await page.goto(`${e2e.product.url}${path}`);
        await page.locator(ready).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect({ path, language, violations: await seriousViolations(page) }).toEqual({
          path,
          language,
          violations: [],
        });
        if (path.startsWith('/pcv/')) await shot(page, `cvs-agency-list-${language}.png`);
      }
    }
    await page.goto(`${e2e.product.url}/app/pcv`);
    await page.locator('article').first().waitFor();
    await shot(page, 'cvs-premium-list-ar.png');
  });
});
