import { randomCharacters } from './randomCharacters';

// Shared CV links (/c/{link}, /ccv/{link}) carry a 6-character code.
export const SHORT_LINK_LENGTH = 6;
const SHORT_LINK = /^[A-Za-z0-9]{6}$/;

export function newShortLink(): string {
  return randomCharacters(SHORT_LINK_LENGTH);
}

export function isShortLink(value: unknown): value is string {
  return typeof value === 'string' && SHORT_LINK.test(value);
}
