import { graphql } from '../../../app/graphql/graphql';

export const IMPORT_EMPLOYEES = graphql(`
  mutation ImportEmployees($rows: [EmployeeImportRow!]!, $dryRun: Boolean, $owner: ID) {
    importEmployees(rows: $rows, dryRun: $dryRun, owner: $owner) {
      imported
      dryRun
      problems {
        row
        column
        message
      }
    }
  }
`);
