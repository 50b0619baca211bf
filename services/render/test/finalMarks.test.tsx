import { describe, expect, it } from 'vitest';
import { CV_FIXTURES, CV_LAYOUTS } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { printedCvPage } from './support/printedCv';
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
  const pdf = await printedCvPage(name, lang, employee);
  // What a reader copies: the right-to-left mark that starts a run is invisible, and so are pdftotext's embeddings.
  return pdfPlainText(pdf).replace(/\u200f/gu, '');
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
