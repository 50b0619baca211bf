import { describe, expect, it } from 'vitest';
import { visaExportPhone } from './visaExportPhone';

describe('visaExportPhone', () => {
  it.each([
    ['+251 911 223 344', '911223344'],
    ['0911223344', '911223344'],
    ['966501234567', '501234567'],
    ['12345', '12345'],
    ['', ''],
    [undefined, ''],
  ])('%j exports as %j', (phone, exported) => {
    expect(visaExportPhone(phone)).toBe(exported);
  });
});
