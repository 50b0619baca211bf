import { describe, expect, it } from 'vitest';
import { fitLength } from './fitLength';

describe('fitLength', () => {
  it('keeps pixel sizes that fit and caps those that do not', () => {
    expect(fitLength('240px', 300)).toBe(240);
    expect(fitLength('600px', 330)).toBe(330);
  });

  it('reads percentages of the room', () => {
    expect(fitLength('100%', 270)).toBe(270);
    expect(fitLength('50%', 270)).toBe(135);
    expect(fitLength('150%', 270)).toBe(270);
  });

  it('gives the whole room for unreadable sizes', () => {
    expect(fitLength('big', 200)).toBe(200);
  });
});
