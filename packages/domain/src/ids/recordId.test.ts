import { describe, expect, it } from 'vitest';
import { isNewRecordId, newRecordId, showPasteButton } from './recordId';

describe('new-record ids', () => {
  it('are 10 random letters and digits', () => {
    const ids = Array.from({ length: 200 }, () => newRecordId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(new Set(ids).size).toBe(200);
  });

  it.each([
    ['', true],
    ['0', true],
    ['aB3dE6gH9k', true],
    ['aB3dE6gH9kL', false],
    ['5f2b8c1e9d1e4a3b2c1d0e9f', false],
    [undefined, true],
  ])('isNewRecordId(%j) is %s', (id, expected) => {
    expect(isNewRecordId(id)).toBe(expected);
  });

  it.each([
    ['aB3dE6gH9k', true],
    ['1234567890123456789', true],
    ['12345678901234567890', false],
    ['5f2b8c1e9d1e4a3b2c1d0e9f', false],
  ])('shows the paste button for %s: %s', (id, expected) => {
    expect(showPasteButton(id)).toBe(expected);
  });
});
