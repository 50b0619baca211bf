import { randomBytes } from 'node:crypto';

// Written here because packages/domain had no id helpers when the API was built; same rule as the spec:
// 24 lowercase hex characters, time-ordered (first 8 hex are the seconds), like the agency ids.
let counter = randomBytes(3).readUIntBE(0, 3);
const processPart = randomBytes(5).toString('hex');

export function newObjectId(now: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + processPart + counter.toString(16).padStart(6, '0');
}

export const isObjectId = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-f]{24}$/.test(id);

/** The web app sends a 10-character random id (or 0/empty for visas) for a record not saved yet. */
export const isNewRecordId = (id: string | null | undefined): boolean => !id || id === '0' || id.length <= 10;

const LINK_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newShortLink(): string {
  const bytes = randomBytes(6);
  return Array.from(bytes, (byte) => LINK_ALPHABET[byte % LINK_ALPHABET.length]).join('');
}
