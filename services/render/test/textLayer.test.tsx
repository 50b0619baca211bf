import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CV_FIXTURE_TODAY,
  CV_FIXTURES,
  CV_LAYOUTS,
  CV_PAGE_SIZE,
  CvTemplate,
  FIXTURE_AGENCY,
  fixtureSettings,
} from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import {
  CONTRACT_TRANSLATION_CASES,
  FIXTURE_EMPLOYMENT_AGENCY,
  VISA_APPLICATION_CASES,
  cvPage,
  visaApplicationPages,
  contractTranslationPages,
  correctionLetterPages,
  LETTER_FIXTURE_AGENCY,
  LETTER_FIXTURE_OPTIONS,
  letterFixtureEmployees,
} from '@placement/documents';
import {
  handleRenderJob,
  OutputStore,
  PagePool,
  PRINT_SCALE,
  printPdfWriter,
  renderSvg,
  type DocumentPageInput,
  type RenderJobInput,
} from '../src';
import { fixtureDataSource, fixtureEmployee, fixtureIds } from './support/fixtureDataSource';
import { cvTemplatePages } from './support/cvTemplatePages';
import { decodePng, pdfPagePng } from './support/pixels';
import { pdfPlainText, pdfText, qpdfCheck } from './support/tools';

/**
 * The pages as one PDF with its text layer, and the same pages without it. pdftotext marks the right-to-left
 * runs it puts back in reading order with bidi embedding controls, which a reader does not see; they are left out.
 */
async function printedWithAndWithoutLayer(pages: DocumentPageInput[]) {
  const withLayer = printPdfWriter({ printScale: PRINT_SCALE });
  const withoutLayer = printPdfWriter({ printScale: PRINT_SCALE });
  for (const input of pages) {
    const rendered = await renderSvg(input.element, input.page);
    withLayer.addSvgPage(input.page, rendered);
    withoutLayer.addSvgPage(input.page, { ...rendered, texts: [] });
  }
  const pdf = await withLayer.finish();
  const bare = await withoutLayer.finish();
  expect(withLayer.fallbacks).toEqual([]);
  expect(qpdfCheck(pdf).ok).toBe(true);
  return { pdf, bare, text: pdfText(pdf).replace(/[\u202a-\u202e]/gu, '') };
}

/** The layer is never painted: poppler draws every page to the same pixels with it as without it. */
function expectSamePixels(pdf: Buffer, bare: Buffer, pages: number) {
  for (let page = 1; page <= pages; page++) {
    const drawn = decodePng(pdfPagePng(pdf, page, 150));
    const without = decodePng(pdfPagePng(bare, page, 150));
    expect([drawn.width, drawn.height]).toEqual([without.width, without.height]);
    expect(drawn.data.equals(without.data), `page ${page}`).toBe(true);
  }
}

describe('the PDF text layer carries every script', () => {
  it('an Arabic CV: pdftotext finds its Arabic labels, values and dates in reading order, and its Amharic name', async () => {
    const pages = cvTemplatePages('basic', 'ar');
    const { pdf, bare, text } = await printedWithAndWithoutLayer(pages);
    for (const words of [
      'الاسم الكامل (بالأمهرية)',
      'رقم الجواز',
      'تاريخ الميلاد',
      'الحالة الاجتماعية',
      'عزباء',
      'إثيوبية',
      'عاملة منزلية',
      'غسيل الأطباق',
      'سبتمبر',
      '١٩٩٨',
      'ትግስት አለሙ በቀለ',
      'EP4471298',
      'Tigist Alemu Bekele',
    ])
      expect(text).toContain(words);
    expectSamePixels(pdf, bare, pages.length);
  }, 120_000);

  it('an Amharic correction letter: pdftotext finds its Amharic sentences and names as written', async () => {
    const pages = correctionLetterPages(letterFixtureEmployees(3), {
      agency: LETTER_FIXTURE_AGENCY,
      letter: LETTER_FIXTURE_OPTIONS.name,
    });
    const { pdf, bare, text } = await printedWithAndWithoutLayer(pages);
    for (const words of [
      'ለሥራና ክህሎት ሚኒስቴር',
      'ከዚህ በታች በሰንጠረዡ የተዘረዘሩት ሠራተኞች ስም',
      'ትዕግሥት ዓለሙ ወልደማርያም',
      'ኅዳር 11 ቀን 2019 ዓ.ም.',
      'ABF/0412/2026',
    ])
      expect(text).toContain(words);
    expectSamePixels(pdf, bare, pages.length);
  }, 120_000);

  it('the Amharic contract translation: pdftotext finds its title, parties and the sponsor in Amharic', async () => {
    const { employee, ...options } = CONTRACT_TRANSLATION_CASES.complete;
    const { text } = await printedWithAndWithoutLayer(contractTranslationPages(employee, options));
    for (const words of ['የሥራ ውል', 'አንደኛ ወገን (አሠሪ)', 'ሳሌህ አብዱላህ አል ኦታይቢ', 'ሪያድ', 'C-2026-0412'])
      expect(text).toContain(words);
  }, 120_000);
});

describe("a printed Arabic phrase is copied and found as the phrase (pdftotext's default reading)", () => {
  it("every CV template in Arabic gives 'البيانات الشخصية' whole, its words in reading order", async () => {
    const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];
    const pages = names.map((name) => cvTemplatePages(name, 'ar')[0] as DocumentPageInput);
    const { pdf } = await printedWithAndWithoutLayer(pages);
    const missing = names.filter(
      (_, i) => !pdfPlainText(pdf, { first: i + 1, last: i + 1 }).includes('البيانات الشخصية'),
    );
    expect(missing).toEqual([]);
  }, 240_000);

  it("the visa application gives 'طلب تأشيرة' and 'وزارة الخارجية' whole", async () => {
    const { employee, agency } = VISA_APPLICATION_CASES.twoBlockLayout;
    const { pdf } = await printedWithAndWithoutLayer(visaApplicationPages(employee, agency));
    const text = pdfPlainText(pdf);
    expect(text).toContain('طلب تأشيرة');
    expect(text).toContain('وزارة الخارجية');
    // The payment as its label is typed, the fathatan on the dal (issue 35: typed 'نقداً', it copied as 'نقدًا').
    expect(text).toContain('نقدًا');
    expect(text).not.toMatch(/[\u064b-\u065f]نقد/u);
  }, 120_000);

  it('the visa application printed by the job handler (pages laid out on a layout thread) reads the same', async () => {
    const pool = new PagePool({ threads: 1 });
    try {
      const store = new OutputStore(mkdtempSync(join(tmpdir(), 'text-layer-')));
      const ids = fixtureIds(1, 35);
      const { outputKey } = await handleRenderJob(
        {
          kind: 'enjaz',
          format: 'pdf',
          companyId: 'c0ffee000000000000000035',
          employeeIds: ids,
          versions: ['v1'],
          settingsVersion: 's1',
        } as RenderJobInput,
        { data: fixtureDataSource(), store, printScale: 1, pool, progress: () => undefined },
      );
      const pdf = await store.read(outputKey);
      const plain = pdfPlainText(pdf);
      for (const phrase of [
        'طلب تأشيرة',
        'وزارة الخارجية',
        'نقدًا',
        fixtureEmployee(ids[0] as string).passportNumber,
      ])
        expect(plain).toContain(phrase);
      // Latin words keep their own spaces: a hidden text known only by its box was once stretched over it.
      expect(pdfText(pdf)).toContain(FIXTURE_EMPLOYMENT_AGENCY.displayName as string);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("an English CV gives an Arabic place of birth in reading order ('أم درمان', not 'درمان أم')", async () => {
    const employee = { ...CV_FIXTURES.typical, placeOfBirth: 'أم درمان' };
    const settings = fixtureSettings('basic', 'en', 1);
    const { pdf } = await printedWithAndWithoutLayer([
      {
        element: (
          <CvTemplate
            employee={employee}
            agency={FIXTURE_AGENCY}
            settings={settings}
            today={CV_FIXTURE_TODAY}
            page={1}
          />
        ),
        page: cvPage(CV_PAGE_SIZE, 1),
      },
    ]);
    const text = pdfPlainText(pdf);
    expect(text).toContain('أم درمان');
    expect(text).not.toContain('درمان أم');
  }, 120_000);
});
