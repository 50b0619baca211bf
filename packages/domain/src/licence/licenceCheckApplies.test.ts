import { describe, expect, it } from 'vitest';
import { licenceCheckApplies, licenceGatesDocument } from './licenceCheckApplies';

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

  it('gates every printed document but the CV', () => {
    for (const kind of [
      'enjaz',
      'contract',
      'kuwaitContract',
      'embassyList',
      'letters',
      'statusReport',
      'tasheer',
      'export',
    ])
      expect(licenceGatesDocument(kind)).toBe(true);
    expect(licenceGatesDocument('cv')).toBe(false);
    expect(licenceGatesDocument('cvBatch')).toBe(false);
  });
});
