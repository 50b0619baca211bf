import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  CV_FIXTURE_TODAY,
  CV_FIXTURES,
  CV_PAGE_SIZE,
  CvTemplate,
  FIXTURE_AGENCY,
  fixtureSettings,
} from '@placement/cv-templates';
import type { CvLang } from '@placement/domain';
import { cvPage } from '@placement/documents';

/** The representative page every contender renders: the basic CV's personal page with the typical candidate. */
export function benchCv(lang: CvLang = 'en', n = 0) {
  const employee = { ...CV_FIXTURES.typical, givenName: `Tigist${n}`, passportNumber: `EP${4471298 + n}` };
  return {
    element: (
      <CvTemplate
        employee={employee}
        agency={FIXTURE_AGENCY}
        settings={fixtureSettings('basic', lang, 1)}
        today={CV_FIXTURE_TODAY}
        page={1}
      />
    ),
    page: cvPage(CV_PAGE_SIZE, 1),
  };
}

const require = createRequire(import.meta.url);

/** @font-face rules for Chromium, from the same woff files the render service uses (no network). */
export function fontFaceCss(): string {
  const faces: [string, string, string][] = [
    ['Noto Sans', 'noto-sans', 'latin'],
    ['Noto Sans Arabic', 'noto-sans-arabic', 'arabic'],
    ['Noto Sans Ethiopic', 'noto-sans-ethiopic', 'ethiopic'],
  ];
  return faces
    .flatMap(([family, pkg, subset]) =>
      [400, 700].map((weight) => {
        const data = readFileSync(
          require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`),
        );
        return `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff;base64,${data.toString('base64')}) format('woff')}`;
      }),
    )
    .join('\n');
}
