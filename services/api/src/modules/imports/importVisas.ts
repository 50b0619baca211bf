import { checkVisaImport, IMPORT_MESSAGES, newObjectId, type ImportProblem } from '@placement/domain';
import type { SignedInContext } from '../../context';
import { badInput } from '../../errors';
import { saveVisa } from '../visas/repository';
import { visaWrite } from '../visas/visaWrite';
import type { ImportResult } from './importEmployees';
import { importRows } from './importRows';

/** Visas all or nothing: the visa form's schema per row, no number the company already has, one transaction. */
export async function importVisas(
  ctx: SignedInContext,
  input: { rows: ReadonlyArray<{ row: number } & Record<string, unknown>>; dryRun?: boolean | null },
): Promise<ImportResult> {
  const ownerId = ctx.user.companyId;
  const check = checkVisaImport(importRows(input.rows));
  if (check.fileProblem) throw badInput('rows', check.fileProblem);
  const numbers = check.rows.map((row) => String(row.input.visaNumber ?? '').trim());
  const { rows: found } = await ctx.db.query<{ visa_number: string }>(
    'SELECT DISTINCT visa_number FROM visas WHERE owner_id = $1 AND visa_number = ANY($2::text[])',
    [ownerId, [...new Set(numbers.filter(Boolean))]],
  );
  const taken = new Set(found.map((row) => row.visa_number));
  const existing: ImportProblem[] = check.rows.flatMap((row, index) =>
    taken.has(numbers[index]!)
      ? [{ row: row.row, column: 'visaNumber', message: IMPORT_MESSAGES.existingVisa }]
      : [],
  );
  const problems = [...check.problems, ...existing].sort((a, b) => a.row - b.row);
  const dryRun = input.dryRun === true;
  if (problems.length > 0 || dryRun) return { imported: 0, problems, dryRun };

  const writes = check.rows.map((row) => visaWrite(row.input, null));
  await ctx.db.transaction(async (tx) => {
    for (const write of writes) await saveVisa(tx, newObjectId(), ownerId, write, true);
  });
  return { imported: writes.length, problems: [], dryRun: false };
}
