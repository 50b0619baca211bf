import { describe, expect, it } from 'vitest';
import { rightToLeftWords } from '../../src/text/rightToLeftWords';
import { visualText } from '../../src/text/visualText';

describe('rightToLeftWords', () => {
  it('gives an Arabic paragraph its words in reading order, each drawn right to left', () => {
    const words = rightToLeftWords('تجيد الطبخ العربي', 'rtl');
    expect(words).toEqual([visualText('تجيد'), visualText('الطبخ'), visualText('العربي')]);
  });

  it('keeps a passport number and a date each one piece, in their own left-to-right order', () => {
    const words = rightToLeftWords('رقم الجواز EP1234567 صادر 2024/03/14', 'rtl');
    expect(words).toEqual([
      visualText('رقم'),
      visualText('الجواز'),
      'EP1234567',
      visualText('صادر'),
      '2024/03/14',
    ]);
  });

  it('keeps an English phrase inside Arabic together, so its words never swap across lines', () => {
    const words = rightToLeftWords('عملت في Dubai Marina Mall سنتين', 'rtl');
    expect(words).toContain('Dubai Marina Mall');
    expect(words?.indexOf('Dubai Marina Mall')).toBe(2);
  });

  it('splits numbers apart by a space, which a browser also orders right to left', () => {
    expect(rightToLeftWords('الهاتف 0911 234 567', 'rtl')).toEqual([
      visualText('الهاتف'),
      '0911',
      '234',
      '567',
    ]);
  });

  it('collapses runs of spaces and line breaks as CSS white-space normal does', () => {
    expect(rightToLeftWords('  تجيد \n\t الطبخ  ', 'rtl')).toEqual([visualText('تجيد'), visualText('الطبخ')]);
  });

  it('takes the direction from the first letter when the paragraph says auto', () => {
    expect(rightToLeftWords('تجيد الطبخ', 'auto')).toHaveLength(2);
    expect(rightToLeftWords('Cooks well: تجيد الطبخ', 'auto')).toBeUndefined();
  });

  it('leaves alone what cannot wrap into the wrong order: one word, English, Amharic, a left-to-right paragraph', () => {
    expect(rightToLeftWords('مدرسة', 'rtl')).toBeUndefined();
    expect(rightToLeftWords('Hard working and honest', 'rtl')).toBeUndefined();
    expect(rightToLeftWords('ትግስት አለሙ በቀለ', 'rtl')).toBeUndefined();
    expect(rightToLeftWords('تجيد الطبخ', 'ltr')).toBeUndefined();
  });

  it('does not break at a no-break space', () => {
    expect(rightToLeftWords('ريال\u00a0سعودي ١٠٠٠', 'rtl')).toHaveLength(2);
  });
});
