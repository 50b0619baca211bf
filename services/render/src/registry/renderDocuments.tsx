import { z } from 'zod';
import { CV_PAGE_SIZE, cvPageNumbers, CvTemplate, type CvPageProps } from '@placement/cv-templates';
import {
  APPLICATION_PAGE,
  ContractTranslation,
  contractTranslationPages,
  CorrectionLetter,
  correctionLetterPages,
  cvPage,
  DependentsPage,
  EmbassyList,
  embassyListPages,
  FULL_EXPORT_COLUMNS,
  KuwaitContract,
  kuwaitContractPages,
  LETTER_FIXTURE_OPTIONS,
  RequiredDataPage,
  STATUS_REPORT_FIXTURE_OPTIONS,
  StatusReport,
  statusReportPages,
  TASHEER_COLUMNS,
  VisaApplication,
  visaApplicationPages,
  type DocumentCompany,
  type EmbassyListEmployee,
} from '@placement/documents';
import { correctionLetterOptionsSchema, exportFileName, statusReportOptionsSchema } from '@placement/domain';
import type { RenderAgency, RenderEmployee } from '../jobs/RenderDataSource';
import { writeLegacySpreadsheet } from '../spreadsheet/writeLegacySpreadsheet';
import { writeSpreadsheet } from '../spreadsheet/writeSpreadsheet';
import { pageParts, partPages } from './pageParts';
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
/** The Reports page loads 500 employees (spec 02 §2.9): a status report lists at most these. */
export const MAX_REPORT_EMPLOYEES = 500;

const placement = { placement: z.enum(['sheet', 'spec-mm']).default('sheet') };
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);
/** The contracts' signing day, printed in both calendars. */
const signing = { date: day };

/** The agency a document speaks for: the employee's owner, else the company printing it. */
function ownerOf(employee: RenderEmployee, agency: RenderAgency): DocumentCompany {
  return typeof employee.owner === 'object' && employee.owner !== null ? employee.owner : agency;
}

const fileBase = (employee: RenderEmployee) => employee.givenName ?? employee.id;

const APPLICATION_PARTS = {
  application: VisaApplication,
  dependents: DependentsPage,
  requiredData: RequiredDataPage,
};
const CONTRACT_PARTS = { contract: ContractTranslation, requiredData: RequiredDataPage };
const KUWAIT_CONTRACT_PARTS = { contract: KuwaitContract, requiredData: RequiredDataPage };

/**
 * The application and dependents pages, or the required-data page when the domain rule says there is no
 * application to print (the API refuses such a request; the employee may have changed since).
 */
function applicationPages(employee: RenderEmployee, agency: DocumentCompany) {
  const pages = visaApplicationPages(employee, agency);
  if (pages.length > 0) return pages;
  return [
    {
      element: <RequiredDataPage page={APPLICATION_PAGE} document="Embassy visa application" />,
      page: APPLICATION_PAGE,
    },
  ];
}

/** Each employee's CV as one file: the personal page, then the passport page unless the template has one page. */
function cvFiles({
  employees,
  agency,
  settings,
  options,
}: DocumentInput<{ placement: 'sheet' | 'spec-mm' }>): PrintedFile<CvPageProps>[] {
  return employees.map((employee) => ({
    name: exportFileName('cv', employee.givenName ?? employee.id).replace(/\.pdf$/u, ''),
    pages: cvPageNumbers(settings, employee).map((page) => ({
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
  // The sheet the visa-application service imports (`_Tasheer.xls`), in the legacy format it reads.
  tasheer: spreadsheet({
    output: 'spreadsheet',
    options: {},
    employees: { max: MAX_RENDER_EMPLOYEES },
    pictures: false,
    formats: ['xls'],
    write: ({ employees }, onProgress) =>
      writeLegacySpreadsheet(TASHEER_COLUMNS, employees, { sheetName: 'Tasheer', onProgress }),
    fileName: ({ companyName, today }) => exportFileName('tasheer', `${companyName} ${today}`),
    example: {},
  }),
  // The Saudi embassy visa application (`_Enjaz.pdf`): the application page, then the dependents page.
  enjaz: printedDocument({
    output: 'pages',
    options: {},
    employees: { max: 1 },
    pictures: true,
    formats: ['pdf'],
    title: 'Visa application',
    component: pageParts(APPLICATION_PARTS),
    files: ({ employees, agency }) =>
      employees.map((employee) => ({
        name: fileBase(employee),
        pages: partPages(APPLICATION_PARTS, applicationPages(employee, ownerOf(employee, agency))),
      })),
    fileName: ({ givenName }) => exportFileName('enjaz', givenName),
    example: {},
  }),
  // The Amharic translation of the worker's contract (`_Contract.pdf`, Letter), or the required-data page.
  contract: printedDocument({
    output: 'pages',
    options: signing,
    employees: { max: 1 },
    pictures: false,
    formats: ['pdf'],
    title: 'Contract translation',
    component: pageParts(CONTRACT_PARTS),
    files: ({ employees, agency, options }) =>
      employees.map((employee) => ({
        name: fileBase(employee),
        pages: partPages(
          CONTRACT_PARTS,
          contractTranslationPages(employee, {
            agency: ownerOf(employee, agency),
            userCompany: agency,
            signingDate: options.date,
          }),
        ),
      })),
    fileName: ({ givenName }) => exportFileName('contract', givenName),
    example: { date: '2026-11-25' },
  }),
  // The trilingual Kuwait employment contract (`_KuwaitContract.pdf`, A3), or the required-data page.
  kuwaitContract: printedDocument({
    output: 'pages',
    options: signing,
    employees: { max: 1 },
    pictures: false,
    formats: ['pdf'],
    title: 'Kuwait employment contract',
    component: pageParts(KUWAIT_CONTRACT_PARTS),
    files: ({ employees, agency, options }) =>
      employees.map((employee) => ({
        name: fileBase(employee),
        pages: partPages(
          KUWAIT_CONTRACT_PARTS,
          kuwaitContractPages(employee, {
            agency: ownerOf(employee, agency),
            userCompany: agency,
            signingDate: options.date,
          }),
        ),
      })),
    fileName: ({ givenName }) => exportFileName('kuwaitContract', givenName),
    example: { date: '2026-11-25' },
  }),
  // The Amharic status report: the employees the API found in the status between the two days, in its order.
  statusReport: printedDocument({
    output: 'pages',
    options: { report: statusReportOptionsSchema },
    employees: { min: 0, max: MAX_REPORT_EMPLOYEES },
    pictures: false,
    formats: ['pdf'],
    title: 'Status report',
    component: StatusReport,
    files: ({ employees, agency, options }) => [
      {
        name: options.report.letterNumber,
        pages: printedPages(StatusReport, statusReportPages(employees, { agency, report: options.report })),
      },
    ],
    maxPrintScale: 1.5,
    // Named by its letter number, as the correction letters are.
    fileName: ({ options }) => exportFileName('letter', options.report.letterNumber),
    example: { report: STATUS_REPORT_FIXTURE_OPTIONS },
  }),
} satisfies Record<string, AnyDocumentKind>;

export type RenderDocuments = typeof RENDER_DOCUMENTS;
export type RenderKind = keyof RenderDocuments;
export const RENDER_KINDS = Object.keys(RENDER_DOCUMENTS) as RenderKind[];
