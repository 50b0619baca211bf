import {
  checkEmployeeImport,
  companyVariant,
  IMPORT_MESSAGES,
  licencePolicy,
  newObjectId,
  type ImportProblem,
} from '@placement/domain';
import type { SignedInContext } from '../../context';
import { ApiError, badInput } from '../../errors';
import { employeeForSave } from '../employees/employeeForSave';
import { insertEmployees } from '../employees/repository';
import { visibleCompanyIds } from '../employees/resolvers';
import { ownerOnly, writesAsPartner } from '../employees/nestedWrites';
import { saveEmployeeVisa } from '../employees/saveEmployeeVisa';
import { importRows } from './importRows';

export interface ImportResult {
  imported: number;
  problems: ImportProblem[];
  dryRun: boolean;
}

/** Rows whose passport number an employee of the owner already has: importing a file twice adds nobody. */
async function existingPassports(
  ctx: SignedInContext,
  ownerId: string,
  rows: ReadonlyArray<{ row: number; input: Record<string, unknown> }>,
): Promise<ImportProblem[]> {
  const numbers = rows.map((row) =>
    String(row.input.passportNumber ?? '')
      .trim()
      .toUpperCase(),
  );
  // Only among the employees the caller sees: a partner importing for an agency must not learn which passports
  // the agency holds of candidates never offered to it (the dry run would be an oracle).
  const params: unknown[] = [ownerId, [...new Set(numbers.filter(Boolean))]];
  const { rows: found } = await ctx.db.query<{ passport: string }>(
    `SELECT DISTINCT upper(passport_number) AS passport FROM employees e
      WHERE owner_id = $1 AND upper(passport_number) = ANY($2::text[]) AND ${ctx.scope.employees('e', params)}`,
    params,
  );
  const taken = new Set(found.map((row) => row.passport));
  return rows.flatMap((row, index) =>
    taken.has(numbers[index]!)
      ? [{ row: row.row, column: 'passportNumber', message: IMPORT_MESSAGES.existingPassport }]
      : [],
  );
}

/**
 * Every row checked by the domain (the entry form's schema and save rules), then all written in one
 * transaction, or none: a clerk fixes the file and imports it again, never half of it.
 */
export async function importEmployees(
  ctx: SignedInContext,
  input: {
    rows: ReadonlyArray<{ row: number } & Record<string, unknown>>;
    dryRun?: boolean | null;
    owner?: string | null;
  },
): Promise<ImportResult> {
  const policy = licencePolicy(ctx.user.licence, 'add');
  if (policy.blocked)
    throw new ApiError(policy.message ?? 'Licence blocked', 'LICENCE_BLOCKED', { field: 'licence' });
  const ownerId = input.owner
    ? (await visibleCompanyIds(ctx, [input.owner], 'owner'))[0]!
    : ctx.user.companyId;
  // As on the entry form: a foreign agent importing for a partner agency stays a prospect of the employees,
  // and the agency sees the import in its audit log.
  const partner = writesAsPartner(ctx, ownerId);
  const prospectIds = partner ? [ctx.user.companyId] : [];

  const check = checkEmployeeImport(importRows(input.rows), { companyVariant: companyVariant(ctx.user) });
  if (check.fileProblem) throw badInput('rows', check.fileProblem);
  // A row's visa is saved as the agency's visa: a partner cannot write the agency's visas (as on the entry form).
  if (partner && check.rows.some((row) => employeeForSave(row.input, null, ctx.user).visa)) {
    throw ownerOnly('visa');
  }
  const problems = [...check.problems, ...(await existingPassports(ctx, ownerId, check.rows))].sort(
    (a, b) => a.row - b.row,
  );
  const dryRun = input.dryRun === true;
  if (problems.length > 0 || dryRun) return { imported: 0, problems, dryRun };

  const prepared = check.rows.map((row) => employeeForSave(row.input, null, ctx.user));
  await ctx.db.transaction(async (tx) => {
    // Rows sharing a visa number (several workers on one sponsor's visa) save that visa once, with the last
    // row's fields, as saving the rows one by one on the entry form would leave it.
    const visaOfNumber = new Map<string, Record<string, unknown>>();
    for (const employee of prepared) {
      if (employee.visa) visaOfNumber.set(String(employee.visa.visaNumber), employee.visa);
    }
    const savedVisas = new Map<string, Awaited<ReturnType<typeof saveEmployeeVisa>>>();
    for (const [number, visa] of visaOfNumber)
      savedVisas.set(number, await saveEmployeeVisa(tx, ownerId, visa));
    await insertEmployees(
      tx,
      prepared.map((employee) => ({
        id: newObjectId(),
        ownerId,
        status: employee.status,
        prospectIds,
        ...(savedVisas.get(String(employee.visa?.visaNumber)) ?? {
          visaId: null,
          visaNumber: '',
          employer: '',
        }),
        data: employee.data,
      })),
    );
  });
  return { imported: prepared.length, problems: [], dryRun: false };
}
