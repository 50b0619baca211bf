import type { EnumLabels } from './Lang';

export const USER_STATUSES = ['Waiting', 'Active', 'Disabled', 'Blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: EnumLabels<UserStatus> = {
  Waiting: { en: 'Waiting', ar: 'قيد الانتظار', am: 'በመጠባበቅ ላይ' },
  Active: { en: 'Active', ar: 'نشط', am: 'ንቁ' },
  Disabled: { en: 'Disabled', ar: 'معطل', am: 'የተሰናከለ' },
  Blocked: { en: 'Blocked', ar: 'محظور', am: 'የታገደ' },
};

/**
 * The statuses that lock a user out: no sign-in, no session, no mail, and not counted among a company's active
 * admins. One list, so the server's checks cannot drift apart.
 */
export const LOCKED_OUT_USER_STATUSES = ['Disabled', 'Blocked'] as const satisfies readonly UserStatus[];

export function isLockedOut(status: string): boolean {
  return (LOCKED_OUT_USER_STATUSES as readonly string[]).includes(status);
}
