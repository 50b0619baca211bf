import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CV_FIXTURES,
  CV_LAYOUTS,
  CV_PAGE_SIZE,
  experienceRow,
  type CvEmployee,
} from '@placement/cv-templates';
import {
  CONTRACT_PERIODS,
  MAX_WORK_EXPERIENCES,
  PROFESSIONS,
  SKILLS,
  type CvTemplateName,
} from '@placement/domain';
import { inkBoxes, inkPastPage, textUnderText } from './support/drawnPastPage';
import { cvPageElements, printedCvAndSvgs } from './support/printedCv';
import { qrCodeRegions } from './support/qrCodeRegions';
import { decodeCodes, pdfPageRegionPng, pdfPlainText } from './support/tools';

// Issue 35: a CV never loses content. With the largest input the forms accept (20 work rows whose country is free
// text of up to 64 characters, every skill, a 500-character remark in English, Arabic or both), every template in
// both languages prints every word somewhere in its pages' text layer, draws nothing past the paper or under
// another block, and keeps its QR code whole and readable at 150 dpi. Inputs are generated (fast-check) from a
// fixed seed, so a failure names an input that can be run again; FC_SEED=<n> tries other inputs.

const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];
const MAX_REMARK = 500;
const MAX_COUNTRY = 64;
const seed = Number(process.env.FC_SEED ?? 35);

const latinWord = fc.stringMatching(/^[A-Za-z]{1,12}$/u);
const arabicWord = fc.constantFrom(
  'تعمل',
  'بجد',
  'وأمانة',
  'تطبخ',
  'الطعام',
  'العربي',
  'والإثيوبي',
  'تعتني',
  'بالأطفال',
  'وكبار',
  'السن',
  'الرياض',
  'أم',
  'درمان',
  'نقدًا',
);
/** Words joined up to `max` characters, never cut inside a word (the form keeps what a user typed). */
const text = (word: fc.Arbitrary<string>, max: number) =>
  fc.array(word, { maxLength: max }).map((words) => {
    let joined = '';
    for (const next of words) {
      const candidate = joined ? `${joined} ${next}` : next;
      if (candidate.length > max) break;
      joined = candidate;
    }
    return joined;
  });

const workRow = fc.record({
  country: fc.oneof(
    fc.constantFrom('saudi_arabia', 'kuwait', 'united_arab_emirates', 'jordan', 'qatar', 'lebanon', 'oman'),
    text(latinWord, MAX_COUNTRY).filter((country) => country.length > 0),
  ),
  profession: fc.constantFrom(...PROFESSIONS),
  years: fc.oneof(fc.constantFrom(...CONTRACT_PERIODS), fc.integer({ min: 1, max: 10 })),
});

const largeCandidate: fc.Arbitrary<CvEmployee> = fc
  .record({
    workExperience: fc.array(workRow, { minLength: 6, maxLength: MAX_WORK_EXPERIENCES }),
    skills: fc.subarray([...SKILLS], { minLength: 7 }),
    remarks: fc.oneof(
      text(latinWord, MAX_REMARK),
      text(arabicWord, MAX_REMARK),
      text(fc.oneof(latinWord, arabicWord), MAX_REMARK),
    ),
  })
  .map(({ workExperience, skills, remarks }) => ({
    ...CV_FIXTURES.largest,
    workExperience,
    education: { ...CV_FIXTURES.largest.education, skills, remarks },
  }));

/** The words a reader must find in the printed CV: every work row as printed, and the remark. */
function wordsToFind(employee: CvEmployee, lang: 'en' | 'ar'): string[] {
  const rows = (employee.workExperience ?? []).flatMap((row) => {
    const printed = experienceRow(row, lang, employee.sex);
    return [printed.country, printed.profession, printed.period];
  });
  return [...rows, employee.education?.remarks ?? ''].flatMap((value) => value.split(/\s+/u)).filter(Boolean);
}

/** What a reader would miss in one template's CV for this candidate and language. */
async function lostContent(name: CvTemplateName, lang: 'en' | 'ar', employee: CvEmployee) {
  const lost: string[] = [];
  for (const { page, element } of cvPageElements(name, lang, employee)) {
    // One layout pass per page answers both questions.
    const boxes = await inkBoxes(element, CV_PAGE_SIZE);
    for (const { what, box } of inkPastPage(boxes, CV_PAGE_SIZE))
      lost.push(`page ${page}: "${what}" ends at ${Math.round(box.bottom)}`);
    for (const overlap of textUnderText(boxes)) lost.push(`page ${page}: ${overlap} drawn over each other`);
  }
  const { pdf, svgs } = await printedCvAndSvgs(name, lang, employee);
  const printed = pdfPlainText(pdf).toLowerCase().replace(/\s+/gu, ' ');
  for (const word of new Set(wordsToFind(employee, lang)))
    if (!printed.includes(word.toLowerCase())) lost.push(`"${word}" is not in the text layer`);
  // The code is on the personal page: only the code and what stands around it there are drawn (the cadres page
  // took poppler 11 s of CPU at 150 dpi, the code's region 1.5 s).
  const codes = qrCodeRegions(svgs[0] ?? '').flatMap((region) =>
    decodeCodes(pdfPageRegionPng(pdf, 150, 1, region)),
  );
  if (!codes.some((code) => code.startsWith('QR-Code:'))) lost.push('the QR code does not decode at 150 dpi');
  return lost;
}

describe('the largest CV the forms accept loses nothing in any template', () => {
  it.each(names)(
    '%s, English and Arabic',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(
          largeCandidate,
          fc.constantFrom('en' as const, 'ar' as const),
          async (employee, lang) => {
            expect(await lostContent(name, lang, employee)).toEqual([]);
          },
        ),
        {
          seed,
          // The largest fixture in both languages, then a generated candidate (examples count in numRuns).
          numRuns: 3,
          examples: [
            [CV_FIXTURES.largest, 'en'],
            [CV_FIXTURES.largest, 'ar'],
          ],
        },
      );
    },
    600_000,
  );
});
