import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName';

describe('exportFileName', () => {
  it.each([
    ['enjaz', 'ALMAZ', 'ALMAZ_Enjaz.pdf'],
    ['contract', 'ALMAZ', 'ALMAZ_Contract.pdf'],
    ['kuwaitContract', 'ALMAZ', 'ALMAZ_KuwaitContract.pdf'],
    ['tasheer', 'Selected', 'Selected_Tasheer.xls'],
    ['export', 'Employees', 'Employees_Export.xlsx'],
    ['cv', 'ALMAZ TESFAYE', 'ALMAZ TESFAYE.pdf'],
    ['letter', '123/2024', '123-2024.pdf'],
  ] as const)('%s for %s is %s', (kind, base, name) => {
    expect(exportFileName(kind, base)).toBe(name);
  });

  it('never makes a name from nothing', () => {
    expect(exportFileName('cv', '  ')).toBe('document.pdf');
  });
});
