// What a new visa starts with (spec 01 §9): one housemaid for a Muslim sponsor in Riyadh, 21-25, 1000 riyals.
import type { Visa } from '../entities';

export function newVisaDefaults() {
  return {
    status: 'new' as const,
    visaQty: 1,
    profession: 'housemaid',
    religion: 'muslim',
    ageCategory: 'bet2125',
    salary: 1000,
    currency: 'saudi_riyal',
    address: { city: 'Riyadh', country: 'saudi_arabia' },
  } satisfies Omit<Visa, '_id'>;
}

export type NewVisaDefaults = ReturnType<typeof newVisaDefaults>;
