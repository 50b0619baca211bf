import { describe, expect, it } from 'vitest';
import { formatGradient, parseGradient } from './gradient';

describe('parseGradient', () => {
  it('reads the six parts type_degree_from_fromStop_to_toStop', () => {
    expect(parseGradient('linear-gradient_45deg_#007229_0%_#ffa500_100%')).toEqual({
      type: 'linear-gradient',
      degree: '45deg',
      from: '#007229',
      fromStop: '0%',
      to: '#ffa500',
      toStop: '100%',
    });
  });

  it.each([
    ['five parts', 'linear-gradient_45deg_#007229_0%_#ffa500'],
    ['seven parts', 'linear-gradient_45deg_#007229_0%_#ffa500_100%_x'],
    ['an unknown type', 'conic-gradient_45deg_#007229_0%_#ffa500_100%'],
    ['a degree without unit', 'linear-gradient_45_#007229_0%_#ffa500_100%'],
    ['a bad colour', 'linear-gradient_45deg_#00722_0%_#ffa500_100%'],
    ['a stop without %', 'linear-gradient_45deg_#007229_0_#ffa500_100%'],
    ['an empty string', ''],
    ['a number', 42],
  ])('rejects %s', (_label, input) => {
    expect(parseGradient(input)).toBeUndefined();
  });

  it('round-trips through its string form', () => {
    const text = 'radial-gradient_0deg_rgba(0,114,41,0.5)_10%_transparent_90%';
    const gradient = parseGradient(text);
    expect(gradient).toBeDefined();
    expect(formatGradient(gradient!)).toBe(text);
  });
});
