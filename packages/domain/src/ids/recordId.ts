import { randomCharacters } from './randomCharacters';

// The web app opens /app/employee/{id} with a random 10-character id to mean "a new employee"; saved records
// have 24-character ids. Anything of 10 characters or fewer (also an empty id or the visa screen's "0") is new.
export const NEW_RECORD_ID_LENGTH = 10;

export function newRecordId(): string {
  return randomCharacters(NEW_RECORD_ID_LENGTH);
}

export function isNewRecordId(id: string | undefined | null): boolean {
  return (id ?? '').length <= NEW_RECORD_ID_LENGTH;
}

// "Paste Employee Data From" is offered while the id is shorter than 20 characters, i.e. for a new record.
export function showPasteButton(id: string | undefined | null): boolean {
  return (id ?? '').length < 20;
}
