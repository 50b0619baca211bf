import { describe, expect, it } from 'vitest';
import { percentOf } from './StatusCard';

describe('percentOf', () => {
  it('rounds to whole percent', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(500, 500)).toBe(100);
  });
  it('is 0 with no employees at all', () => {
    expect(percentOf(0, 0)).toBe(0);
  });
});
