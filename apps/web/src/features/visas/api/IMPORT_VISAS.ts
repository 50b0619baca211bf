import { graphql } from '../../../app/graphql/graphql';

export const IMPORT_VISAS = graphql(`
  mutation ImportVisas($rows: [VisaImportRow!]!, $dryRun: Boolean) {
    importVisas(rows: $rows, dryRun: $dryRun) {
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
