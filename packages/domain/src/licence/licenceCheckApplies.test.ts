import { describe, expect, it } from 'vitest';
import { licenceCheckApplies } from './licenceCheckApplies';

describe('licenceCheckApplies', () => {
  it.each([
    ['aB3dE6gH9k', true],
    ['', true],
    ['aB3dE6gH9kL', false],
    ['5f2b8c1e9d1e4a3b2c1d0e9f', false],
  ])('opening the entry page for id %j checks the licence: %s', (id, applies) => {
    expect(licenceCheckApplies('openEmployeePage', id)).toBe(applies);
  });

  it('always checks on print or download, also for saved employees', () => {
    expect(licenceCheckApplies('printOrDownload', '5f2b8c1e9d1e4a3b2c1d0e9f')).toBe(true);
  });
});
