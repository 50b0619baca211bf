import {
  CV_FIXTURE_TODAY,
  CV_PAGE_SIZE,
  CvTemplate,
  FIXTURE_AGENCY,
  fixtureSettings,
  type CvEmployee,
} from '@placement/cv-templates';
import { cvPage } from '@placement/documents';
import type { CvTemplateName } from '@placement/domain';
import { PRINT_SCALE, printPdfWriter, renderSvg } from '../../src';

/** Page 1 of a template's CV for this employee, printed as the render service prints it (with its text layer). */
export async function printedCvPage(
  name: CvTemplateName,
  lang: 'en' | 'ar',
  employee: CvEmployee,
): Promise<Buffer> {
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
  return writer.finish();
}
