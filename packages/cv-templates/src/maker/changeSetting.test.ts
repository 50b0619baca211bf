import { defaultCvTemplateSettings, formatColourString, parseColourString } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { changeSetting } from './changeSetting';

const base = defaultCvTemplateSettings();

describe('changeSetting (one colour-maker edit)', () => {
  it('applies a valid colour and leaves every other setting alone', () => {
    const next = changeSetting(base, 'headBgColor', '#0a3d62');
    expect(next).toEqual({ ...base, headBgColor: '#0a3d62' });
  });

  it('applies a short hex colour but keeps the old value while a six-digit one is half typed', () => {
    expect(changeSetting(base, 'headBgColor', '#0a3')).toEqual({ ...base, headBgColor: '#0a3' });
    expect(changeSetting(base, 'headBgColor', '#0a3d6')).toEqual(base);
  });

  it('parses numbers as the template does: integers, opacities as decimals', () => {
    expect(changeSetting(base, 'borderWidth', '3').borderWidth).toBe(3);
    expect(changeSetting(base, 'borderWidth', '').borderWidth).toBe(base.borderWidth);
    expect(changeSetting(base, 'labelBgAlpha', '0.35').labelBgAlpha).toBe(0.35);
  });

  it('applies a gradient only when all six parts are valid', () => {
    expect(
      changeSetting(base, 'headerGradient', 'linear-gradient_45deg_#007229_0%_#ffa500_100%').headerGradient,
    ).toMatchObject({ degree: '45deg', to: '#ffa500' });
    expect(
      changeSetting(base, 'headerGradient', 'linear-gradient_4_#007229_0%_#ffa500_100%').headerGradient,
    ).toEqual(base.headerGradient);
  });

  it('edits a QR group through its flat field', () => {
    expect(changeSetting(base, 'qrMoreCvsLink', 'https://cv.example/c/ab12cd').qrMoreCvs.link).toBe(
      'https://cv.example/c/ab12cd',
    );
  });

  it('switches layout and language, and the colour string follows the colours', () => {
    const next = changeSetting(
      changeSetting(changeSetting(base, 'name', 'maleda'), 'cvLang', 'ar'),
      'bgColor',
      '#fafafa',
    );
    expect(next).toMatchObject({ name: 'maleda', cvLang: 'ar', bgColor: '#fafafa' });
    expect(parseColourString(formatColourString(next)).bgColor).toBe('#fafafa');
  });
});
