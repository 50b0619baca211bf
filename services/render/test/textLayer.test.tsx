import { describe, expect, it } from 'vitest';
import {
  CONTRACT_TRANSLATION_CASES,
  contractTranslationPages,
  correctionLetterPages,
  LETTER_FIXTURE_AGENCY,
  LETTER_FIXTURE_OPTIONS,
  letterFixtureEmployees,
} from '@placement/documents';
import { PRINT_SCALE, printPdfWriter, renderSvg, type DocumentPageInput } from '../src';
import { cvTemplatePages } from './support/cvTemplatePages';
import { decodePng, pdfPagePng } from './support/pixels';
import { pdfText, qpdfCheck } from './support/tools';

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
