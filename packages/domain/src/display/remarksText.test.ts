import { describe, expect, it } from 'vitest';
import { remarksText } from './remarksText';

describe('remarksText', () => {
  it.each([
    [undefined, 'willing to learn'],
    ['', 'willing to learn'],
    ['ok', 'willing to learn'],
    ['  ok  ', 'willing to learn'],
    ['yes', 'yes'],
    ['Can cook Arabic food', 'Can cook Arabic food'],
  ])('remarks %j show %j', (remarks, shown) => {
    expect(remarksText(remarks)).toBe(shown);
  });
});
