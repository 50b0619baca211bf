import { isDeepStrictEqual } from 'node:util';
import { editsAsPartner, partnerWriteRefusal } from '@placement/domain';
import type { SignedInContext } from '../../context';
import { ApiError } from '../../errors';
import { checkPermission } from '../guard';
import { auditAlsoFor } from '../audit/recordAudit';
import { visasByIds } from '../visas/repository';
import { visaWrite } from '../visas/visaWrite';
import type { EmployeeRecord } from './repository';

export const ownerOnly = (field: string) =>
  new ApiError(`Only the employee's agency can change ${field}`, 'FORBIDDEN', { field });

/**
 * Whether the caller writes as a partner: neither Super nor the company owning the employee (for a new one, the
 * company it is entered for). A partner's writes also go to the owner's audit log.
 */
export function writesAsPartner(ctx: SignedInContext, ownerId: string): boolean {
  // The domain's rule, which the entry form also follows to hide what this refuses; Super as the scope says.
  const partner = editsAsPartner(
    { userType: ctx.scope.isSuper ? 'Super' : ctx.user.userType, companyId: ctx.user.companyId },
    ownerId,
  );
  if (partner) auditAlsoFor(ctx, ownerId);
  return partner;
}

/** Refuses a partner's save that would change what only the owning agency decides (domain rule). */
export function requirePartnerMayWrite(
  ctx: SignedInContext,
  input: Record<string, unknown>,
  existing: EmployeeRecord | null,
): void {
  const refused = partnerWriteRefusal(input, existing, ctx.user.companyId);
  if (refused) throw ownerOnly(refused);
}

/** A record's values by path ('address.city'), for comparing two saves of it field by field. */
function flatten(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value);
  }
  return into;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The visa typed on an employee is a visa write like createVisa: the owner's clerk needs createVisa's roles (add
 * or edit, by whether the owner already has that number), and a partner, who cannot write the agency's visas at
 * all, may only send back the employee's own visa as its form shows it (blanks and the form's defaults for what
 * the visa lacks change nothing); the visa is then left as it is. Returns whether the visa is to be written.
 */
export async function requireNestedVisaWrite(
  ctx: SignedInContext,
  visa: Record<string, unknown>,
  ownerId: string,
  existing: EmployeeRecord | null,
  partner: boolean,
): Promise<boolean> {
  if (partner) {
    const current = existing?.visaId
      ? (await visasByIds(ctx.db, [existing.visaId])).get(existing.visaId)
      : undefined;
    if (!current) throw ownerOnly('visa');
    const stored = flatten(visaWrite({ visaNumber: current.visaNumber }, current, 'visa'));
    const given = flatten(visaWrite(visa, current, 'visa'));
    const contradicts = [...given].some(
      ([path, value]) => !isBlank(stored.get(path)) && !isDeepStrictEqual(value, stored.get(path)),
    );
    if (contradicts) throw ownerOnly('visa');
    return false;
  }
  const { rows } = await ctx.db.query(
    'SELECT 1 FROM visas WHERE owner_id = $1 AND visa_number = $2 LIMIT 1',
    [ownerId, visaWrite(visa, null, 'visa').visaNumber],
  );
  checkPermission({ role: rows.length > 0 ? 'EditVisas' : 'AddVisas' }, ctx);
  return true;
}
