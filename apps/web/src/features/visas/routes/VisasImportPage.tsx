import { useMutation } from '@apollo/client/react';
import { companyVariant, hasRole, type ImportRow } from '@placement/domain';
import { useCurrentUser } from '../../../app/auth/currentUser';
import type { VariablesOf } from '../../../app/graphql/graphql';
import { SpreadsheetImport } from '../../../app/import/SpreadsheetImport';
import { IMPORT_VISAS } from '../api/IMPORT_VISAS';

/** /app/visas/import: visas from an Excel or CSV file, previewed and imported all or nothing. */
export function VisasImportPage() {
  const { user } = useCurrentUser();
  const [importVisas] = useMutation(IMPORT_VISAS);
  const submit = async (rows: ImportRow[], dryRun: boolean) => {
    // The API's row input is the row number beside the cells, each cell keyed by an import column.
    const variables = { rows: rows.map((row) => ({ row: row.row, ...row.cells })), dryRun } as VariablesOf<
      typeof IMPORT_VISAS
    >;
    const result = await importVisas({ variables });
    if (!result.data) throw new Error('No answer');
    return result.data.importVisas;
  };
  return (
    <SpreadsheetImport
      kind="visas"
      listPath="/app/visas"
      companyVariant={companyVariant(user?.company ?? {})}
      allowed={hasRole(user?.roles, 'AddVisas')}
      submit={submit}
    />
  );
}

export { VisasImportPage as Component };
