// Bulk import of employees and visas from a spreadsheet: the columns, how a file's headers and cells are read,
// and every row checked by the entry forms' own schemas (checkImportRows). The web previews with these; the
// API checks again with the same functions before writing all rows in one transaction.
export * from './importColumns';
export * from './importHeaders';
export * from './importMessages';
export * from './readImportRow';
export * from './checkImportRows';
export * from './importTemplate';
