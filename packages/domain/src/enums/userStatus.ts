import type { EnumLabels } from './Lang';

export const USER_STATUSES = ['Waiting', 'Active', 'Disabled', 'Blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: EnumLabels<UserStatus> = {
  Waiting: { en: 'Waiting', ar: 'قيد الانتظار', am: 'በመጠባበቅ ላይ' },
  Active: { en: 'Active', ar: 'نشط', am: 'ንቁ' },
  Disabled: { en: 'Disabled', ar: 'معطل', am: 'የተሰናከለ' },
  Blocked: { en: 'Blocked', ar: 'محظور', am: 'የታገደ' },
};
