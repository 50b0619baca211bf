import { EMPLOYEE_IMPORT_COLUMNS, MAX_IMPORT_ROWS, VISA_IMPORT_COLUMNS } from '@placement/domain';

// A row's cells are the domain's import columns, as text: the API reads them with the same functions the web
// preview used, so the two cannot disagree about a cell.
const cellFields = (columns: readonly { key: string }[]) =>
  columns.map((column) => `    ${column.key}: String`).join('\n');

export const importsSchema = /* GraphQL */ `
  "One row of an employee import file: its row number in the sheet (the header is row 1) and its cells."
  input EmployeeImportRow {
    row: Int!
${cellFields(EMPLOYEE_IMPORT_COLUMNS)}
  }

  "One row of a visa import file."
  input VisaImportRow {
    row: Int!
${cellFields(VISA_IMPORT_COLUMNS)}
  }

  "A problem of one row; column is the import column's key, or null for the row as a whole."
  type ImportProblem {
    row: Int!
    column: String
    message: String!
  }

  type ImportResult {
    "Records written: all the rows, or 0 when any row has a problem (or on a dry run)."
    imported: Int!
    problems: [ImportProblem!]!
    dryRun: Boolean!
  }

  extend type Mutation {
    """
    Imports employees all or nothing (one transaction), at most ${MAX_IMPORT_ROWS} rows. With dryRun, only checks.
    owner: the agency a foreign agent imports for (a partner), else the caller's company.
    """
    importEmployees(rows: [EmployeeImportRow!]!, dryRun: Boolean, owner: ID): ImportResult!
    "Imports visas all or nothing, at most ${MAX_IMPORT_ROWS} rows. With dryRun, only checks."
    importVisas(rows: [VisaImportRow!]!, dryRun: Boolean): ImportResult!
  }
`;
