import { describe, expect, it } from 'vitest';
import { isClearColour } from './isClearColour';

describe('isClearColour', () => {
  it('finds colours that paint nothing', () => {
    for (const colour of [
      'transparent',
      'TRANSPARENT',
      '#0000',
      '#12345600',
      'rgba(0, 114, 41, 0)',
      'hsla(0 0% 0% / 0)',
    ])
      expect(isClearColour(colour), colour).toBe(true);
  });

  it('keeps every colour that shows, however faint', () => {
    for (const colour of [
      '#fff',
      '#ffffff',
      '#12345601',
      'rgba(0, 0, 0, 0.01)',
      'rgb(0, 0, 0)',
      'black',
      'hsl(0 0% 0%)',
    ])
      expect(isClearColour(colour), colour).toBe(false);
  });
});
