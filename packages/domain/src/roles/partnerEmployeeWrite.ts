/**
 * What a partner (a company the employee is offered to, or a foreign agent entering one for its partner agency)
 * may not change on another agency's employee. The spec gives the owner the choice of whom a candidate is offered
 * to and who owns it (spec 01 §2, §7: the saved owner is the chosen agency); a partner uses the same entry form,
 * so it writes the form's record fields, but never the owner, the prospects, the visa or the files: a partner may
 * fill an empty picture or document list (its own entry), never replace or remove what the owner has.
 */
export const OWNER_ONLY_EMPLOYEE_FIELDS = [
  'owner',
  'prospects',
  'visa',
  'facePhoto',
  'standPhoto',
  'passportScan',
  'documents',
] as const;

export type OwnerOnlyEmployeeField = (typeof OWNER_ONLY_EMPLOYEE_FIELDS)[number];

/**
 * Whether a user's save of an employee owned by `ownerId` is a partner's: anyone but Super writing another
 * company's employee. The API refuses such a save's owner-only changes; the entry form shows them read-only.
 */
export function editsAsPartner(
  user: { userType?: string | null; companyId?: string | null },
  ownerId: string | null | undefined,
): boolean {
  return user.userType !== 'Super' && !!ownerId && ownerId !== user.companyId;
}

const FILE_FIELDS = ['facePhoto', 'standPhoto', 'passportScan', 'documents'] as const;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The first owner-only field a partner's save would change, or null when it changes none. `stored` is the
 * employee as saved (null for a new one), `partnerId` the partner's company. Prospects may name only the partner
 * itself: that is all a partner is shown of them.
 */
export function partnerWriteRefusal(
  given: {
    owner?: unknown;
    prospects?: unknown;
    facePhoto?: unknown;
    standPhoto?: unknown;
    passportScan?: unknown;
    documents?: unknown;
  },
  stored: { ownerId?: string | null; [field: string]: unknown } | null,
  partnerId: string,
): OwnerOnlyEmployeeField | null {
  if (stored && !isEmpty(given.owner) && given.owner !== stored.ownerId) return 'owner';
  if (Array.isArray(given.prospects) && given.prospects.some((id) => id !== partnerId)) return 'prospects';
  for (const field of FILE_FIELDS) {
    const value = given[field];
    if (value === undefined || !stored) continue;
    if (!isEmpty(stored[field]) && !same(value, stored[field])) return field;
  }
  return null;
}
