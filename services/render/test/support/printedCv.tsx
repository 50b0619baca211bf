import {
  CV_FIXTURE_TODAY,
  CV_PAGE_SIZE,
  CvTemplate,
  FIXTURE_AGENCY,
  cvPageNumbers,
  fixtureSettings,
  type CvEmployee,
  type CvPageName,
} from '@placement/cv-templates';
import { cvPage } from '@placement/documents';
import type { CvTemplateName } from '@placement/domain';
import type { ReactElement } from 'react';
import { PRINT_SCALE, printPdfWriter, renderSvg, type DocumentPageInput } from '../../src';

/** Each page of a template's CV for this employee, as the elements the render service lays out. */
export function cvPageElements(
  name: CvTemplateName,
  lang: 'en' | 'ar',
  employee: CvEmployee,
  numberOfPages: 1 | 2 = 2,
): { page: CvPageName; element: ReactElement }[] {
  const settings = fixtureSettings(name, lang, numberOfPages);
  return cvPageNumbers(settings, employee).map((page) => ({
    page,
    element: (
      <CvTemplate
        employee={employee}
        agency={FIXTURE_AGENCY}
        settings={settings}
        today={CV_FIXTURE_TODAY}
        page={page}
      />
    ),
  }));
}

/**
 * A template's whole CV for this employee (or only its personal page), printed as the render service prints it,
 * with its text layer.
 */
export async function printedCv(
  name: CvTemplateName,
  lang: 'en' | 'ar',
  employee: CvEmployee,
  options: { numberOfPages?: 1 | 2; personalPageOnly?: boolean } = {},
): Promise<Buffer> {
  return (await printedCvAndSvgs(name, lang, employee, options)).pdf;
}

/** printedCv, with the SVG each page was printed from (to find where a page draws something). */
export async function printedCvAndSvgs(
  name: CvTemplateName,
  lang: 'en' | 'ar',
  employee: CvEmployee,
  { numberOfPages = 2, personalPageOnly = false }: { numberOfPages?: 1 | 2; personalPageOnly?: boolean } = {},
): Promise<{ pdf: Buffer; svgs: string[] }> {
  const pages = cvPageElements(name, lang, employee, numberOfPages);
  return printedPagesAndSvgs(
    (personalPageOnly ? pages.slice(0, 1) : pages).map(({ page, element }) => ({
      element,
      page: cvPage(CV_PAGE_SIZE, page),
    })),
  );
}

/**
 * Pages printed as renderDocument prints a PDF (each laid out at the print scale, then written as vectors), with
 * the SVG each page was printed from, which renderDocument does not keep.
 */
export async function printedPagesAndSvgs(
  pages: DocumentPageInput[],
): Promise<{ pdf: Buffer; svgs: string[] }> {
  const writer = printPdfWriter({ printScale: PRINT_SCALE });
  const svgs: string[] = [];
  for (const { element, page } of pages) {
    const rendered = await renderSvg(element, page, { scale: PRINT_SCALE });
    writer.addSvgPage(page, rendered);
    svgs.push(rendered.svg);
  }
  return { pdf: await writer.finish(), svgs };
}

/** The personal page of a template's single-page CV for this employee, printed with its text layer. */
export function printedCvPage(
  name: CvTemplateName,
  lang: 'en' | 'ar',
  employee: CvEmployee,
): Promise<Buffer> {
  return printedCv(name, lang, employee, { numberOfPages: 1, personalPageOnly: true });
}
