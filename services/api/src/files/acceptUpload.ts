import { uploadTypeName, type UploadTypeName, type RoleName } from '@placement/domain';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SignedInContext } from '../context';
import type { Queryable } from '../db/Database';
import { badInput, notFound } from '../errors';
import { checkPermission } from '../modules/guard';
import { findEmployee } from '../modules/employees/repository';
import { requirePartnerMayWrite, writesAsPartner } from '../modules/employees/nestedWrites';
import { checkedPicture, NOT_AN_IMAGE } from './checkedPicture';
import { storePicture } from './photoFiles';
import { employeePointsAt, recordStoredFile } from './storedFiles';

/** What an upload is attached to, and the role it needs (spec 01 §2's routes: employees, company, profile). */
const TARGETS: Record<UploadTypeName, { record: 'employee' | 'company' | 'user' | 'none'; role?: RoleName }> =
  {
    face: { record: 'employee', role: 'EditEmployees' },
    stand: { record: 'employee', role: 'EditEmployees' },
    passport: { record: 'employee', role: 'EditEmployees' },
    header: { record: 'company', role: 'CompanyManagement' },
    footer: { record: 'company', role: 'CompanyManagement' },
    avatar: { record: 'user' },
    // Passport scans and payment screenshots of the medical screens: stored first, then named in a payment.
    medical: { record: 'none', role: 'ViewEmployees' },
  };

const EMPLOYEE_FIELDS: Partial<Record<UploadTypeName, string>> = {
  face: 'facePhoto',
  stand: 'standPhoto',
  passport: 'passportScan',
};

export interface UploadRequest {
  /** The record: an employee, a company, the caller's own user (may be empty), nothing for medical. */
  id: string;
  type: string;
  image: Buffer;
}

export interface UploadResult {
  message: string;
  fileName: string;
  _id: string | null;
  type: UploadTypeName;
}

/**
 * Stores an uploaded image for a record the caller may change, records which company uploaded it, and points
 * the record at it. One path for POST /api/uploads and the GraphQL upload mutations, so their rules cannot part.
 */
export async function acceptUpload(
  ctx: SignedInContext,
  request: UploadRequest,
  allowed?: readonly UploadTypeName[],
): Promise<UploadResult> {
  const type = uploadTypeName(request.type);
  if (!type || (allowed && !allowed.includes(type))) {
    throw badInput('type', `Type must be one of ${(allowed ?? Object.keys(TARGETS)).join(', ')}`);
  }
  const target = TARGETS[type];
  checkPermission(target.role ? { role: target.role } : { signedIn: true }, ctx);
  const recordId = await targetRecord(ctx, target.record, request.id, EMPLOYEE_FIELDS[type]);

  await checkedPicture(request.image);
  let fileName: string;
  try {
    fileName = await storePicture(ctx.config.filesDir, type, request.image);
  } catch {
    throw badInput('image', NOT_AN_IMAGE);
  }
  const previous = await ctx.db.transaction(async (tx) => {
    await recordStoredFile(tx, fileName, ctx.user.companyId, type);
    return attach(tx, type, target.record, recordId, fileName);
  });
  if (previous) await dropFileIfUnused(ctx, previous);
  return { message: 'Upload successful', fileName, _id: recordId, type };
}

async function targetRecord(
  ctx: SignedInContext,
  record: (typeof TARGETS)[UploadTypeName]['record'],
  id: string,
  employeeField?: string,
): Promise<string | null> {
  switch (record) {
    case 'employee': {
      const employee = id ? await findEmployee(ctx.db, ctx.scope, id) : null;
      if (!employee) throw notFound('Employee');
      // The files are the owning agency's: a partner fills an empty picture (its own entry), never replaces one.
      if (writesAsPartner(ctx, employee.ownerId)) {
        requirePartnerMayWrite(ctx, { [employeeField!]: '(new upload)' }, employee);
      }
      return employee._id;
    }
    case 'company': {
      // A company's own pictures are its admins' (or Super's) to change; a partner's are not.
      const companyId = id || ctx.user.companyId;
      if (!ctx.scope.isSuper && companyId !== ctx.user.companyId) throw notFound('Company');
      const { rows } = await ctx.db.query('SELECT 1 FROM companies WHERE id = $1', [companyId]);
      if (rows.length === 0) throw notFound('Company');
      return companyId;
    }
    case 'user':
      // A profile picture is the caller's own: nobody changes another user's face.
      if (id && id !== ctx.user.id) throw notFound('User');
      return ctx.user.id;
    case 'none':
      return null;
  }
}

/** Points the record at the new file; returns the file it pointed at before (to drop when unused). */
async function attach(
  tx: Queryable,
  type: UploadTypeName,
  record: (typeof TARGETS)[UploadTypeName]['record'],
  recordId: string | null,
  fileName: string,
): Promise<string | null> {
  if (record === 'employee') {
    const field = EMPLOYEE_FIELDS[type]!;
    const { rows } = await tx.query<{ previous: string | null }>(
      `SELECT data ->> $2::text AS previous FROM employees WHERE id = $1`,
      [recordId, field],
    );
    await tx.query(
      `UPDATE employees SET data = jsonb_set(data, $2, to_jsonb($3::text)), updated_at = now() WHERE id = $1`,
      [recordId, `{${field}}`, fileName],
    );
    return rows[0]?.previous ?? null;
  }
  if (record === 'company') {
    const { rows } = await tx.query<{ previous: string | null }>(
      `SELECT data ->> $2::text AS previous FROM companies WHERE id = $1`,
      [recordId, type],
    );
    await tx.query(`UPDATE companies SET data = jsonb_set(data, $2, to_jsonb($3::text)) WHERE id = $1`, [
      recordId,
      `{${type}}`,
      fileName,
    ]);
    return rows[0]?.previous ?? null;
  }
  if (record === 'user') {
    const { rows } = await tx.query<{ previous: string }>(
      'SELECT avatar AS previous FROM users WHERE id = $1',
      [recordId],
    );
    await tx.query('UPDATE users SET avatar = $2 WHERE id = $1', [recordId, fileName]);
    return rows[0]?.previous || null;
  }
  return null;
}

/**
 * A replaced file is deleted when its company uploaded it and no record points at it any more (the demo data
 * shares photos between employees, and another company's file is never the caller's to delete).
 */
export async function dropFileIfUnused(ctx: SignedInContext, name: string): Promise<void> {
  const params: unknown[] = [name];
  const { rows } = await ctx.db.query(
    `SELECT 1 FROM stored_files f WHERE f.name = $1 AND ${ctx.scope.owned('f.company_id', params)}
        AND NOT EXISTS (SELECT 1 FROM employees e WHERE ${employeePointsAt('e', 'f.name')})
        AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.data ->> 'header' = f.name OR c.data ->> 'footer' = f.name)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar = f.name)`,
    params,
  );
  if (rows.length === 0) return;
  await ctx.db.query('DELETE FROM stored_files WHERE name = $1', [name]);
  await rm(join(ctx.config.filesDir, name), { force: true });
}
