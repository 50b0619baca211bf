import { describe, expect, it } from 'vitest';
import { formatColourString, parseColourString } from './colourString';
import { defaultCvTemplateSettings } from './defaultCvTemplateSettings';

describe('company colour string', () => {
  it('reads seven colours in the order background, header font, header background, label font, label background, value font, value background', () => {
    expect(parseColourString('#fff,#111,#222,#333,#444,#555,#666')).toEqual({
      bgColor: '#fff',
      headFontColor: '#111',
      headBgColor: '#222',
      labelFontColor: '#333',
      labelBgColor: '#444',
      valueFontColor: '#555',
      valueBgColor: '#666',
    });
  });

  it('keeps commas inside rgb() with the colour', () => {
    const colours = parseColourString('rgb(1, 2, 3),white,rgba(0,0,0,0.5),#333,#444,#555,#666');
    expect(colours.bgColor).toBe('rgb(1, 2, 3)');
    expect(colours.headFontColor).toBe('white');
    expect(colours.headBgColor).toBe('rgba(0,0,0,0.5)');
  });

  it('leaves out malformed and missing entries only', () => {
    expect(parseColourString('#fff,not a colour,,#333')).toEqual({ bgColor: '#fff', labelFontColor: '#333' });
  });

  it('reads nothing from empty or non-string remarks', () => {
    expect(parseColourString('')).toEqual({});
    expect(parseColourString(null)).toEqual({});
    expect(parseColourString(7)).toEqual({});
  });

  it('round-trips settings through the string', () => {
    const settings = {
      ...defaultCvTemplateSettings(),
      headBgColor: 'rgb(10, 20, 30)',
      valueBgColor: '#fafafa',
    };
    const text = formatColourString(settings);
    expect(text.split(',').length).toBeGreaterThanOrEqual(7);
    expect({ ...settings, ...parseColourString(text) }).toEqual(settings);
  });
});
