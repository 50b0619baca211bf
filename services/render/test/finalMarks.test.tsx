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
import { cvPage } from '@placement/documents';
import type { CvTemplateName } from '@placement/domain';
import { PRINT_SCALE, printPdfWriter, renderSvg } from '../src';
import { pdfPlainText } from './support/tools';

// Words that end with a mark other than the tanwin of 'نقداً': kasra, shadda with damma, tanwin damm, fatha.
const PLACE = 'بيتِ';
const REMARK = 'الحقُّ مكتوبٌ في بيتِ ربِّ العالمينَ';
const WORDS = [...REMARK.split(' '), PLACE];

async function copiedText(name: CvTemplateName, lang: 'en' | 'ar'): Promise<string> {
  const employee = {
    ...CV_FIXTURES.typical,
    placeOfBirth: PLACE,
    education: { ...CV_FIXTURES.typical.education, remarks: REMARK },
  };
  const writer = printPdfWriter({ printScale: PRINT_SCALE });
  const page = cvPage(CV_PAGE_SIZE, 1);
  const element = (
    <CvTemplate
      employee={employee}
      agency={FIXTURE_AGENCY}
      settings={fixtureSettings(name, lang, 1)}
      today={CV_FIXTURE_TODAY}
      page={1}
    />
  );
  writer.addSvgPage(page, await renderSvg(element, page));
  // What a reader copies: the right-to-left mark that starts a run is invisible, and so are pdftotext's embeddings.
  return pdfPlainText(await writer.finish()).replace(/\u200f/gu, '');
}

// Issue 35: a word that ends with a mark printed in an English CV copied with the mark in front ('ِبيت').
describe('a word that ends with a mark copies as typed', () => {
  it.each(Object.keys(CV_LAYOUTS) as CvTemplateName[])(
    '%s, English and Arabic CV',
    async (name) => {
      for (const lang of ['en', 'ar'] as const) {
        const text = await copiedText(name, lang);
        const words = text.split(/\s+/u);
        for (const word of WORDS) expect(words, `${lang}: ${word}`).toContain(word);
        expect(text, lang).not.toMatch(/(^|\s)[\u064b-\u065f]/u);
        expect(text.replace(/\s+/gu, ' '), lang).toContain(REMARK);
      }
    },
    120_000,
  );
});
