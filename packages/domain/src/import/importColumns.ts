import type { EnumKind, LangText } from '../enums';

// The columns of the bulk-import spreadsheets (employees and visas): which record field each fills, how its
// cell is read, and its header in each interface language. The template file is made from this list, and a
// file's headers are matched against it (any language, the field key itself, any case or spacing).

/** How a cell becomes a field value: free text, a day, a number, or one value of a labelled enumeration. */
export type ImportCellKind = 'text' | 'date' | 'number' | { choice: EnumKind };

export interface ImportColumn {
  /** The column's key: also accepted as a header, and the name the API's row input uses. */
  key: string;
  /** The field of the record input the value goes to ('additionalData.nationality'). */
  path: string;
  kind: ImportCellKind;
  label: LangText;
  /** A value must be given (the entry form's required fields); the template marks these headers. */
  required?: boolean;
  /** Kept as text in the template (leading zeros of phones, long digit strings Excel would round). */
  asText?: boolean;
}

export const EMPLOYEE_IMPORT_COLUMNS = [
  {
    key: 'givenName',
    path: 'givenName',
    kind: 'text',
    required: true,
    label: { en: 'Given Name', ar: 'الاسم الأول', am: 'ስም' },
  },
  {
    key: 'surName',
    path: 'surName',
    kind: 'text',
    required: true,
    label: { en: 'Sur Name', ar: 'اسم العائلة', am: 'የአባት ስም' },
  },
  {
    key: 'sex',
    path: 'sex',
    kind: { choice: 'sex' },
    required: true,
    label: { en: 'Sex', ar: 'الجنس', am: 'ጾታ' },
  },
  {
    key: 'passportNumber',
    path: 'passportNumber',
    kind: 'text',
    required: true,
    asText: true,
    label: { en: 'Passport Number', ar: 'رقم الجواز', am: 'የፓስፖርት ቁጥር' },
  },
  {
    key: 'placeOfBirth',
    path: 'placeOfBirth',
    kind: 'text',
    required: true,
    label: { en: 'Place of Birth', ar: 'مكان الميلاد', am: 'የትውልድ ቦታ' },
  },
  {
    key: 'placeOfIssue',
    path: 'placeOfIssue',
    kind: 'text',
    label: { en: 'Place of Issue', ar: 'مكان الإصدار', am: 'የተሰጠበት ቦታ' },
  },
  {
    key: 'dateOfBirth',
    path: 'dateOfBirth',
    kind: 'date',
    required: true,
    label: { en: 'Date of Birth', ar: 'تاريخ الميلاد', am: 'የትውልድ ቀን' },
  },
  {
    key: 'passportIssueDate',
    path: 'passportIssueDate',
    kind: 'date',
    label: { en: 'Passport Issue Date', ar: 'تاريخ إصدار الجواز', am: 'ፓስፖርቱ የተሰጠበት ቀን' },
  },
  {
    key: 'passportExpiryDate',
    path: 'passportExpiryDate',
    kind: 'date',
    label: { en: 'Passport Expiry Date', ar: 'تاريخ انتهاء الجواز', am: 'ፓስፖርቱ የሚያበቃበት ቀን' },
  },
  {
    key: 'nationality',
    path: 'additionalData.nationality',
    kind: { choice: 'nationality' },
    label: { en: 'Nationality', ar: 'الجنسية', am: 'ዜግነት' },
  },
  {
    key: 'maritalStatus',
    path: 'additionalData.maritalStatus',
    kind: { choice: 'maritalStatus' },
    label: { en: 'Marital Status', ar: 'الحالة الاجتماعية', am: 'የጋብቻ ሁኔታ' },
  },
  {
    key: 'religion',
    path: 'additionalData.religion',
    kind: { choice: 'religion' },
    label: { en: 'Religion', ar: 'الديانة', am: 'ሃይማኖት' },
  },
  {
    key: 'appliedProfession',
    path: 'additionalData.appliedProfession',
    kind: { choice: 'profession' },
    label: { en: 'Applied Profession', ar: 'المهنة المطلوبة', am: 'የተጠየቀው ሙያ' },
  },
  {
    key: 'appliedCountry',
    path: 'additionalData.appliedCountry',
    kind: { choice: 'appliedCountry' },
    label: { en: 'Applied Country', ar: 'الدولة المطلوبة', am: 'የተጠየቀው አገር' },
  },
  {
    key: 'telephone',
    path: 'address.telephone',
    kind: 'text',
    asText: true,
    label: { en: 'Telephone', ar: 'الهاتف', am: 'ስልክ' },
  },
  {
    key: 'city',
    path: 'address.city',
    kind: 'text',
    label: { en: 'City', ar: 'المدينة', am: 'ከተማ' },
  },
  {
    key: 'applicationNumber',
    path: 'embassyProcess.enjazNumber',
    kind: 'text',
    asText: true,
    label: { en: 'Application Number', ar: 'رقم الطلب', am: 'የማመልከቻ ቁጥር' },
  },
  {
    key: 'labourId',
    path: 'additionalData.labourId',
    kind: 'text',
    asText: true,
    label: { en: 'Labour Id', ar: 'رقم العمل', am: 'የሠራተኛ መለያ' },
  },
  {
    key: 'visaNumber',
    path: 'visa.visaNumber',
    kind: 'text',
    asText: true,
    label: { en: 'Visa Number', ar: 'رقم التأشيرة', am: 'የቪዛ ቁጥር' },
  },
  {
    key: 'visaType',
    path: 'visa.visaType',
    kind: { choice: 'visaType' },
    label: { en: 'Visa Type', ar: 'نوع التأشيرة', am: 'የቪዛ ዓይነት' },
  },
  {
    key: 'sponsorName',
    path: 'visa.fullName',
    kind: 'text',
    label: { en: 'Sponsor Name', ar: 'اسم الكفيل', am: 'የአሠሪው ስም' },
  },
  {
    key: 'sponsorId',
    path: 'visa.passportNumber',
    kind: 'text',
    asText: true,
    label: { en: 'Sponsor Id', ar: 'رقم الكفيل', am: 'የአሠሪው መለያ' },
  },
  {
    key: 'notes',
    path: 'additionalData.notes',
    kind: 'text',
    label: { en: 'Notes', ar: 'ملاحظات', am: 'ማስታወሻ' },
  },
] as const satisfies readonly ImportColumn[];

export const VISA_IMPORT_COLUMNS = [
  {
    key: 'visaNumber',
    path: 'visaNumber',
    kind: 'text',
    required: true,
    asText: true,
    label: { en: 'Visa Number', ar: 'رقم التأشيرة', am: 'የቪዛ ቁጥር' },
  },
  {
    key: 'visaType',
    path: 'visaType',
    kind: { choice: 'visaType' },
    label: { en: 'Visa Type', ar: 'نوع التأشيرة', am: 'የቪዛ ዓይነት' },
  },
  {
    key: 'sponsorName',
    path: 'fullName',
    kind: 'text',
    label: { en: 'Sponsor Name', ar: 'اسم الكفيل', am: 'የአሠሪው ስም' },
  },
  {
    key: 'sponsorId',
    path: 'passportNumber',
    kind: 'text',
    asText: true,
    label: { en: 'Sponsor Id', ar: 'رقم الكفيل', am: 'የአሠሪው መለያ' },
  },
  {
    key: 'telephone',
    path: 'address.telephone',
    kind: 'text',
    asText: true,
    label: { en: 'Sponsor Telephone', ar: 'هاتف الكفيل', am: 'የአሠሪው ስልክ' },
  },
  {
    key: 'city',
    path: 'address.city',
    kind: 'text',
    label: { en: 'Sponsor City', ar: 'مدينة الكفيل', am: 'የአሠሪው ከተማ' },
  },
  {
    key: 'country',
    path: 'address.country',
    kind: 'text',
    label: { en: 'Sponsor Country', ar: 'دولة الكفيل', am: 'የአሠሪው አገር' },
  },
  {
    key: 'profession',
    path: 'profession',
    kind: { choice: 'profession' },
    label: { en: 'Profession', ar: 'المهنة', am: 'ሙያ' },
  },
  {
    key: 'religion',
    path: 'religion',
    kind: { choice: 'religion' },
    label: { en: 'Religion', ar: 'الديانة', am: 'ሃይማኖት' },
  },
  {
    key: 'ageCategory',
    path: 'ageCategory',
    kind: { choice: 'ageCategory' },
    label: { en: 'Age Category', ar: 'الفئة العمرية', am: 'የዕድሜ ክልል' },
  },
  {
    key: 'salary',
    path: 'salary',
    kind: 'number',
    label: { en: 'Salary', ar: 'الراتب', am: 'ደመወዝ' },
  },
  {
    key: 'currency',
    path: 'currency',
    kind: { choice: 'currency' },
    label: { en: 'Currency', ar: 'العملة', am: 'ገንዘብ' },
  },
  {
    key: 'visaQty',
    path: 'visaQty',
    kind: 'number',
    label: { en: 'Visa Quantity', ar: 'عدد التأشيرات', am: 'የቪዛ ብዛት' },
  },
  {
    key: 'contractNumber',
    path: 'contractNumber',
    kind: 'text',
    asText: true,
    label: { en: 'Contract Number', ar: 'رقم العقد', am: 'የውል ቁጥር' },
  },
  {
    key: 'remarks',
    path: 'remarks',
    kind: 'text',
    label: { en: 'Remarks', ar: 'ملاحظات', am: 'ማስታወሻ' },
  },
] as const satisfies readonly ImportColumn[];

export type EmployeeImportKey = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['key'];
export type VisaImportKey = (typeof VISA_IMPORT_COLUMNS)[number]['key'];

export type ImportKind = 'employees' | 'visas';

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  employees: EMPLOYEE_IMPORT_COLUMNS,
  visas: VISA_IMPORT_COLUMNS,
};
