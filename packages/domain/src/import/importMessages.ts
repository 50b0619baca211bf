// What the bulk import says beyond the fields' own validation messages (which are the entry forms', word for
// word, from validation/messages).
export const IMPORT_MESSAGES = {
  noRows: 'The file has no rows to import',
  tooManyRows: (max: number) => `A file can hold at most ${max} rows; split it into several files`,
  notANumber: 'Must be a number',
  repeatedPassport: (row: number) => `This passport number is also on row ${row}`,
  repeatedVisa: (row: number) => `This visa number is also on row ${row}`,
  existingPassport: 'An employee with this passport number already exists',
  existingVisa: 'A visa with this number already exists',
} as const;

/**
 * The most rows one import takes: every row is checked and written in one transaction, and the file's rows
 * travel in one request, so the cap keeps both within what the server takes at once (2 MB, a few seconds).
 * 2,000 is ten weeks of a busy agency's intake.
 */
export const MAX_IMPORT_ROWS = 2000;
