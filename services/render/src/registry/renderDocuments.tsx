import { z } from 'zod';
import { CV_PAGE_SIZE, cvPageNumbers, CvTemplate, type CvPageProps } from '@placement/cv-templates';
import {
  CorrectionLetter,
  correctionLetterPages,
  cvPage,
  EmbassyList,
  embassyListPages,
  FULL_EXPORT_COLUMNS,
  LETTER_FIXTURE_OPTIONS,
  type EmbassyListEmployee,
} from '@placement/documents';
import { correctionLetterOptionsSchema, exportFileName } from '@placement/domain';
import { writeSpreadsheet } from '../spreadsheet/writeSpreadsheet';
import {
  printedDocument,
  printedPages,
  spreadsheet,
  type AnyDocumentKind,
  type DocumentInput,
  type PrintedFile,
} from './RenderDocument';

/** Largest job: the spec's detail loads take 500 employees, the full list 3000. */
export const MAX_RENDER_EMPLOYEES = 3000;

const placement = { placement: z.enum(['sheet', 'spec-mm']).default('sheet') };

/** Each employee's CV as one file: the personal page, then the passport page unless the template has one page. */
function cvFiles({
  employees,
  agency,
  settings,
  options,
}: DocumentInput<{ placement: 'sheet' | 'spec-mm' }>): PrintedFile<CvPageProps>[] {
  return employees.map((employee) => ({
    name: exportFileName('cv', employee.givenName ?? employee.id).replace(/\.pdf$/u, ''),
    pages: cvPageNumbers(settings).map((page) => ({
      props: { employee, agency, settings, page },
      page: cvPage(CV_PAGE_SIZE, page, options.placement),
    })),
  }));
}

/** Only what the embassy list prints: photos and the rest of the record stay on the calling thread. */
function listedFields(employee: EmbassyListEmployee): EmbassyListEmployee {
  const { id, givenName, surName, passportNumber, visa, embassyProcess } = employee;
  return {
    id,
    givenName,
    surName,
    passportNumber,
    visa: visa && { visaNumber: visa.visaNumber, sponsorName: visa.sponsorName },
    embassyProcess: embassyProcess && { enjazNumber: embassyProcess.enjazNumber },
  };
}

/** The file name with the extension of the format asked for. */
const withFormat = (name: string, format: string) => name.replace(/\.[a-z]+$/u, `.${format}`);

/**
 * Every document the render service makes, by job kind: the one list the payload schema, the job handler, the
 * layout threads and the API's render request read. Adding a document is its folder in packages/documents and one
 * entry here (the entry's type says what it must give: options, data, pages and paper, file name).
 */
export const RENDER_DOCUMENTS = {
  cv: printedDocument({
    output: 'pages',
    options: placement,
    employees: { max: 1 },
    pictures: true,
    // A PNG CV is its personal page: the picture a user shares.
    formats: ['pdf', 'png'],
    title: 'CV',
    component: CvTemplate,
    files: cvFiles,
    fileName: ({ givenName, format }) => withFormat(exportFileName('cv', givenName), format),
    example: { placement: 'spec-mm' },
  }),
  cvBatch: printedDocument({
    output: 'pages',
    options: placement,
    employees: { max: MAX_RENDER_EMPLOYEES },
    pictures: true,
    // One PDF of every CV, or a zip of one PDF per employee.
    formats: ['pdf', 'zip'],
    title: 'CVs',
    component: CvTemplate,
    files: cvFiles,
    fileName: ({ format }) => `CVs.${format}`,
    example: {},
  }),
  embassyList: printedDocument({
    output: 'pages',
    options: { date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u) },
    employees: { max: MAX_RENDER_EMPLOYEES },
    pictures: false,
    formats: ['pdf'],
    title: 'Embassy list',
    component: EmbassyList,
    files: ({ employees, agency, options }) => [
      {
        name: 'Embassy list',
        pages: printedPages(
          EmbassyList,
          embassyListPages(employees.map(listedFields), {
            agencyName: agency.displayName ?? '',
            date: options.date,
          }),
        ),
      },
    ],
    // Rows of plain text: a page that falls back to a picture needs no more than 225 dpi.
    maxPrintScale: 1.5,
    fileName: ({ options }) => `Embassy list ${options.date}.pdf`,
    example: { date: '2026-06-01' },
  }),
  // One Amharic correction letter listing every employee: a letter number names one letter.
  letters: printedDocument({
    output: 'pages',
    options: { letter: correctionLetterOptionsSchema },
    employees: { max: MAX_RENDER_EMPLOYEES },
    pictures: false,
    formats: ['pdf'],
    title: 'Letter',
    component: CorrectionLetter,
    files: ({ employees, agency, options }) => [
      {
        name: options.letter.letterNumber,
        pages: printedPages(
          CorrectionLetter,
          correctionLetterPages(employees, { agency, letter: options.letter }),
        ),
      },
    ],
    fileName: ({ options }) => exportFileName('letter', options.letter.letterNumber),
    example: { letter: LETTER_FIXTURE_OPTIONS.issued },
  }),
  // The Full Export spreadsheet of the employees, in the order asked.
  export: spreadsheet({
    output: 'spreadsheet',
    options: {},
    employees: { max: MAX_RENDER_EMPLOYEES },
    pictures: false,
    formats: ['xlsx'],
    write: ({ employees }, onProgress) =>
      writeSpreadsheet(FULL_EXPORT_COLUMNS, employees, { sheetName: 'Export', onProgress }),
    fileName: ({ companyName, today }) => exportFileName('export', `${companyName} ${today}`),
    example: {},
  }),
} satisfies Record<string, AnyDocumentKind>;

export type RenderDocuments = typeof RENDER_DOCUMENTS;
export type RenderKind = keyof RenderDocuments;
export const RENDER_KINDS = Object.keys(RENDER_DOCUMENTS) as RenderKind[];
