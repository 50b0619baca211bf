import { describe, expect, it } from 'vitest';
import { CV_FIXTURES, CV_LAYOUTS } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { printedCvPage } from './support/printedCv';
import { pdfPlainText } from './support/tools';

const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];

// Remarks long enough to wrap in every layout's remark cell: one typed in Arabic, one half English, half Arabic.
const ARABIC =
  'تعمل بجد وأمانة وتعتني بالأطفال وكبار السن وتطبخ الطعام العربي والإثيوبي وتحافظ على نظافة المنزل وترتيبه وتكوي الملابس وتغسلها بعناية';
const MIXED =
  'Hard working and honest, cares for children and elderly people, cooks well. تطبخ الطعام العربي والإثيوبي وتحافظ على نظافة المنزل';

const bare = (text: string) => text.replace(/[\s.]+/gu, '');

async function printedText(name: CvTemplateName, lang: 'en' | 'ar', remarks: string): Promise<string> {
  const employee = { ...CV_FIXTURES.typical, education: { ...CV_FIXTURES.typical.education, remarks } };
  const pdf = await printedCvPage(name, lang, employee);
  // A reader's copy of the page, lines joined: a paragraph's lines follow one another in reading order.
  return pdfPlainText(pdf).replace(/\s+/gu, ' ');
}

// Issue 35: Arabic in an English CV wrapped in visual order, so a multi-line Arabic remark printed its lines in
// reverse order and a mixed remark's first Arabic word fell alone to the next line. Read with pdftotext's default
// mode, as a reader copies the page.
describe('a CV remark that mixes directions reads in order in every layout', () => {
  it.each(names)(
    '%s, English and Arabic CV',
    async (name) => {
      const wrong: string[] = [];
      for (const lang of ['en', 'ar'] as const) {
        const arabic = await printedText(name, lang, ARABIC);
        if (!arabic.includes(ARABIC)) wrong.push(`${lang} Arabic remark: ${arabic}`);
        const mixed = await printedText(name, lang, MIXED);
        // An English CV reads the remark as typed. On an Arabic CV's line the full stop after the English half
        // sits where a browser draws it, left of that half, and pdftotext sets no space between the halves.
        const found = lang === 'en' ? mixed.includes(MIXED) : bare(mixed).includes(bare(MIXED));
        if (!found) wrong.push(`${lang} mixed remark: ${mixed}`);
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});
