import { describe, expect, it } from 'vitest';
import { themeVariantFor } from './themeVariantFor';

describe('themeVariantFor', () => {
  it('picks sudan2 only for the sudan2 marker', () => {
    expect(themeVariantFor({ depositAmount: 'sudan2' })).toBe('sudan2');
    expect(themeVariantFor({ depositAmount: 'sudan' })).toBe('default');
    expect(themeVariantFor({ depositAmount: '' })).toBe('default');
    expect(themeVariantFor(null)).toBe('default');
  });
});
