// The public API of @placement/documents: printable documents as pure components, each with its paper size.
export { PAPER, mm, type PaperName } from './paperSizes';
export { cvPage, pageForPaper, DOCUMENT_PAPER, type DocumentPage } from './DocumentPage';
export { barcodeSvg, barcodeDataUrl, type BarcodeKind } from './codes/barcodeSvg';
export { qrSvg, qrDataUrl } from './codes/qrSvg';
export {
  EmbassyList,
  embassyListPages,
  EMBASSY_LIST_PAGE,
  EMBASSY_LIST_ROWS_PER_PAGE,
  type EmbassyListEmployee,
  type EmbassyListProps,
  type EmbassyListPage,
} from './embassy-list/EmbassyList';
export {
  CorrectionLetter,
  correctionLetterPages,
  letterPageSizes,
  LETTER_PAGE,
  type CorrectionLetterProps,
  type CorrectionLetterPage,
  type LetterAgency,
  type LetterEmployee,
} from './letters/CorrectionLetter';
export {
  LETTER_FIXTURE_AGENCY,
  LETTER_FIXTURE_OPTIONS,
  letterFixtureEmployees,
} from './letters/correctionLetterFixtures';
export type { SpreadsheetColumn } from './exports/SpreadsheetColumn';
export { FULL_EXPORT_COLUMNS, type ExportEmployee } from './exports/fullExportColumns';
export { TASHEER_COLUMNS, type TasheerEmployee } from './exports/tasheerColumns';
export { barcodeImage, type BarcodeImage } from './codes/barcodeImage';
export type { DocumentCompany, DocumentEmployee } from './shared/DocumentEmployee';
export {
  FIXTURE_COMMISSION_AGENCY,
  FIXTURE_COUNTERPART,
  FIXTURE_EMPLOYMENT_AGENCY,
  FIXTURE_KUWAIT_COUNTERPART,
  FIXTURE_KUWAIT_EMPLOYEE,
  FIXTURE_SAUDI_EMPLOYEE,
  FIXTURE_SIGNING_DATE,
} from './shared/documentFixtures';
export {
  PersonalDetailsBlock,
  type PersonalDetailsBlockProps,
} from './personal-details/PersonalDetailsBlock';
export {
  VisaApplication,
  APPLICATION_PAGE,
  type VisaApplicationProps,
} from './visa-application/VisaApplication';
export { visaApplicationPages, type PrintedPage } from './visa-application/visaApplicationPages';
export { VISA_APPLICATION_CASES, type VisaApplicationCase } from './visa-application/visaApplicationFixtures';
export {
  DependentsPage,
  DEPENDENTS_PAGE,
  type Dependent,
  type DependentsPageProps,
} from './dependents/DependentsPage';
export { RequiredDataPage } from './required-data/RequiredDataPage';
export {
  ContractTranslation,
  contractTranslationPages,
  TRANSLATION_PAGE,
  type ContractTranslationProps,
} from './contract-translation/ContractTranslation';
export {
  CONTRACT_TRANSLATION_CASES,
  type ContractCase,
} from './contract-translation/contractTranslationFixtures';
export {
  KuwaitContract,
  kuwaitContractPages,
  KUWAIT_CONTRACT_PAGE,
  type KuwaitContractProps,
} from './kuwait-contract/KuwaitContract';
export { KUWAIT_CONTRACT_CASES } from './kuwait-contract/kuwaitContractFixtures';
export {
  StatusReport,
  statusReportPages,
  statusReportPageSizes,
  STATUS_REPORT_PAGE,
  type StatusReportProps,
} from './status-report/StatusReport';
export {
  STATUS_REPORT_FIXTURE_OPTIONS,
  statusReportFixtureEmployees,
} from './status-report/statusReportFixtures';
