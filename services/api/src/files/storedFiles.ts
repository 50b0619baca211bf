import type { UploadTypeName } from '@placement/domain';
import type { Queryable } from '../db/Database';
import { badInput } from '../errors';
import type { TenantScope } from '../tenancy/TenantScope';
import { isFileName } from './photoFiles';

/**
 * Who owns an uploaded file. A file belongs to the company that uploaded it (table stored_files). A record may
 * point only at a file its own company uploaded, or keep the one it already points at; so a file name seen in
 * a shared CV or a list cannot be copied into another company's record and then read or deleted through it.
 */

export const FILE_NOT_FOUND = 'File not found';

/** The bare file name a reference means: clients may send it behind an address (spec 01 §7's local prefix). */
export function fileNameOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.split(/[/?#]/).filter(Boolean).pop() ?? '';
  return isFileName(name) ? name : null;
}

export async function recordStoredFile(
  db: Queryable,
  name: string,
  companyId: string,
  kind: UploadTypeName,
): Promise<void> {
  await db.query('INSERT INTO stored_files (name, company_id, kind) VALUES ($1, $2, $3)', [
    name,
    companyId,
    kind,
  ]);
}

export interface FileReference {
  /** The input field, named in the error (e.g. facePhoto, details.0.slipLink). */
  field: string;
  value: unknown;
  /** What the record points at now: keeping it needs no check. */
  current?: unknown;
}

/**
 * Checks the file references a save gives and returns them as bare file names (empty or null clears). A new
 * value must name a file the caller's company uploaded (Super: any stored file); anything else, another
 * company's file included, is refused exactly like a file that does not exist.
 */
export async function checkFileReferences(
  db: Queryable,
  scope: TenantScope,
  references: readonly FileReference[],
): Promise<Map<string, string | null>> {
  const checked = new Map<string, string | null>();
  for (const { field, value, current } of references) {
    if (value === undefined) continue;
    if (value === null || value === '') {
      checked.set(field, null);
      continue;
    }
    const name = fileNameOf(value);
    if (name && name === fileNameOf(current)) {
      checked.set(field, name);
      continue;
    }
    const params: unknown[] = [name];
    const { rows } = name
      ? await db.query(
          `SELECT 1 FROM stored_files WHERE name = $1 AND ${scope.owned('company_id', params)}`,
          params,
        )
      : { rows: [] };
    if (rows.length === 0) throw badInput(field, FILE_NOT_FOUND);
    checked.set(field, name);
  }
  return checked;
}

/**
 * The SQL condition (over stored_files alias f) for "the caller may read this file": its company uploaded it,
 * or it may see a record pointing at it (an employee's photos, a visible company's header or
 * footer, a colleague's avatar, its own company's medical payment screenshots and slips).
 */
export function readableFile(scope: TenantScope, params: unknown[]): string {
  if (scope.isSuper) return 'TRUE';
  return `(${scope.owned('f.company_id', params)}
    OR EXISTS (SELECT 1 FROM employees e WHERE ${employeePointsAt('e', 'f.name')} AND ${scope.employees('e', params)})
    OR EXISTS (SELECT 1 FROM companies c WHERE (c.data ->> 'header' = f.name OR c.data ->> 'footer' = f.name)
                AND ${scope.companies('c', params)})
    OR EXISTS (SELECT 1 FROM users u WHERE u.avatar = f.name AND ${scope.owned('u.company_id', params)})
    OR EXISTS (SELECT 1 FROM medical_payments m WHERE ${paymentPointsAt('m', 'f.name')}
                AND ${scope.owned('m.company_id', params)}))`;
}

/** An employee row pointing at a file by one of its picture fields. */
export function employeePointsAt(alias: string, name: string): string {
  return `(${alias}.data ->> 'facePhoto' = ${name} OR ${alias}.data ->> 'standPhoto' = ${name}
    OR ${alias}.data ->> 'passportScan' = ${name})`;
}

function paymentPointsAt(alias: string, name: string): string {
  return `(${alias}.data ->> 'screenshotLink' = ${name} OR EXISTS (
    SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${alias}.data -> 'details') = 'array'
      THEN ${alias}.data -> 'details' ELSE '[]'::jsonb END) d WHERE d ->> 'slipLink' = ${name}))`;
}

/** Removes every reference to a file that is being deleted, so no record is left pointing at nothing. */
export async function forgetFile(db: Queryable, name: string): Promise<void> {
  for (const field of ['facePhoto', 'standPhoto', 'passportScan']) {
    await db.query(
      `UPDATE employees SET data = data - $2::text, updated_at = now() WHERE data ->> $2::text = $1`,
      [name, field],
    );
  }
  for (const field of ['header', 'footer']) {
    await db.query(`UPDATE companies SET data = data - $2::text WHERE data ->> $2::text = $1`, [name, field]);
  }
  await db.query(`UPDATE users SET avatar = '' WHERE avatar = $1`, [name]);
  await db.query(
    `UPDATE medical_payments SET data = jsonb_set(data, '{screenshotLink}', '""') WHERE data ->> 'screenshotLink' = $1`,
    [name],
  );
  await db.query(`DELETE FROM stored_files WHERE name = $1`, [name]);
}
