import { describe, expect, it } from 'vitest';
import { barcodeSvg } from './barcodeSvg';

describe('barcodeSvg', () => {
  it('draws code128 and code128a bars as SVG', () => {
    expect(barcodeSvg('E123456789')).toMatch(/^<svg/u);
    expect(barcodeSvg('E123456789', 'code128a')).toMatch(/^<svg/u);
  });
  it('refuses a character code set A cannot carry', () => {
    expect(() => barcodeSvg('é', 'code128a')).toThrow('Code 128 set A cannot encode "É"');
  });
});
