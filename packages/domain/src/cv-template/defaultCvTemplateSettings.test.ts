import { describe, expect, it } from 'vitest';
import { defaultCvTemplateSettings } from './defaultCvTemplateSettings';
import { formatGradient } from './gradient';

describe('defaultCvTemplateSettings', () => {
  it('gives the CV detail reading by default', () => {
    const settings = defaultCvTemplateSettings();
    expect(settings).toMatchObject({
      numberOfPages: 2,
      cvLang: 'en',
      borderWidth: 5,
      borderStyle: 'solid',
      labelFontSize: 16,
      valueFontSize: 18,
      labelFontWeight: 900,
      valueFontWeight: 900,
      headerHeight: 48,
      bodyHeight: 32,
      textTransform: 'uppercase',
      useHeaderGradient: true,
      faceHeight: '240px',
      faceWidth: '100%',
      standHeight: '600px',
      standWidth: '400px',
      flagHeight: '200px',
      flagWidth: '100%',
      passportHeight: '650px',
      passportWidth: '700px',
    });
    expect(settings.qrLocation).toMatchObject({ width: 240, height: 240, margin: 0 });
    expect(formatGradient(settings.headerGradient)).toBe(
      'linear-gradient_90deg_transparent_0%_transparent_100%',
    );
  });

  it('gives the CV maker reading: Arabic, border 1 radius 10, labels 18, values 20, body 36, QR 150x150', () => {
    const settings = defaultCvTemplateSettings('maker');
    expect(settings).toMatchObject({
      cvLang: 'ar',
      borderWidth: 1,
      borderRadius: 10,
      labelFontSize: 18,
      valueFontSize: 20,
      bodyHeight: 36,
    });
    expect(settings.qrLocation).toMatchObject({ width: 150, height: 150, margin: 0 });
  });

  it('gives the template form reading: QR 200x200 with margin 2', () => {
    expect(defaultCvTemplateSettings('form').qrLocation).toMatchObject({
      width: 200,
      height: 200,
      margin: 2,
    });
  });

  it('returns a fresh object each time so editing one does not change the defaults', () => {
    const first = defaultCvTemplateSettings();
    first.headerGradient.from = '#000';
    first.qrLocation.width = 99;
    expect(defaultCvTemplateSettings().headerGradient.from).toBe('transparent');
    expect(defaultCvTemplateSettings().qrLocation.width).toBe(240);
  });
});
