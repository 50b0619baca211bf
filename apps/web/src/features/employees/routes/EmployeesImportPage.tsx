import { useMutation } from '@apollo/client/react';
import { companyVariant, hasRole, type ImportRow } from '@placement/domain';
import { useCurrentUser } from '../../../app/auth/currentUser';
import type { VariablesOf } from '../../../app/graphql/graphql';
import { SpreadsheetImport } from '../../../app/import/SpreadsheetImport';
import { IMPORT_EMPLOYEES } from '../api/IMPORT_EMPLOYEES';

/** /app/employees/import: employees from an Excel or CSV file, previewed and imported all or nothing. */
export function EmployeesImportPage() {
  const { user } = useCurrentUser();
  const [importEmployees] = useMutation(IMPORT_EMPLOYEES);
  const submit = async (rows: ImportRow[], dryRun: boolean) => {
    // The API's row input is the row number beside the cells, each cell keyed by an import column.
    const variables = { rows: rows.map((row) => ({ row: row.row, ...row.cells })), dryRun } as VariablesOf<
      typeof IMPORT_EMPLOYEES
    >;
    const result = await importEmployees({ variables });
    if (!result.data) throw new Error('No answer');
    return result.data.importEmployees;
  };
  return (
    <SpreadsheetImport
      kind="employees"
      listPath="/app/employees"
      companyVariant={companyVariant(user?.company ?? {})}
      allowed={hasRole(user?.roles, 'AddEmployees')}
      submit={submit}
    />
  );
}

export { EmployeesImportPage as Component };
