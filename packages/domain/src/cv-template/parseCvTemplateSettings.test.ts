import { describe, expect, it } from 'vitest';
import { defaultCvTemplateSettings } from './defaultCvTemplateSettings';
import { parseCvTemplateSettings, toCvTemplateRecord } from './parseCvTemplateSettings';

const defaults = defaultCvTemplateSettings();

describe('parseCvTemplateSettings', () => {
  it('parses integers from form strings, including px suffixes', () => {
    const settings = parseCvTemplateSettings({
      numberOfPages: '1',
      borderWidth: '3px',
      labelFontSize: '20',
      headerHeight: 60.9,
    });
    expect(settings.numberOfPages).toBe(1);
    expect(settings.borderWidth).toBe(3);
    expect(settings.labelFontSize).toBe(20);
    expect(settings.headerHeight).toBe(60);
  });

  it('parses opacities as decimals and clamps them to 0..1', () => {
    const settings = parseCvTemplateSettings({
      headBgAlpha: '0.35',
      labelBgAlpha: 0.8,
      valueBgAlpha: '7',
      oddGradientFirstAlpha: '-1',
    });
    expect(settings.headBgAlpha).toBe(0.35);
    expect(settings.labelBgAlpha).toBe(0.8);
    expect(settings.valueBgAlpha).toBe(1);
    expect(settings.oddGradientFirstAlpha).toBe(0);
  });

  it('applies a gradient only when it has exactly six parts', () => {
    const settings = parseCvTemplateSettings({
      headerGradient: 'linear-gradient_180deg_#007229_0%_#ffa500_100%',
      evenGradient: 'linear-gradient_180deg_#007229_0%_#ffa500',
    });
    expect(settings.headerGradient).toMatchObject({ degree: '180deg', from: '#007229', to: '#ffa500' });
    expect(settings.evenGradient).toEqual(defaults.evenGradient);
  });

  it('falls back per field on malformed input and keeps the good fields', () => {
    const settings = parseCvTemplateSettings({
      bgColor: 'javascript:alert(1)',
      headBgColor: '#123456',
      borderWidth: 'thick',
      borderStyle: 'groove',
      numberOfPages: '3',
      cvLang: 'fr',
      textTransform: 'shout',
      faceHeight: '240em',
      standWidth: '350',
      bodyShadow: 'url(http://x) 1px',
      useBodyGradient: 'maybe',
      addPassportHeader: 'false',
    });
    expect(settings.bgColor).toBe(defaults.bgColor);
    expect(settings.headBgColor).toBe('#123456');
    expect(settings.borderWidth).toBe(defaults.borderWidth);
    expect(settings.borderStyle).toBe(defaults.borderStyle);
    expect(settings.numberOfPages).toBe(2);
    expect(settings.cvLang).toBe('en');
    expect(settings.textTransform).toBe('uppercase');
    expect(settings.faceHeight).toBe('240px');
    expect(settings.standWidth).toBe('350px');
    expect(settings.bodyShadow).toBe(defaults.bodyShadow);
    expect(settings.useBodyGradient).toBe(defaults.useBodyGradient);
    expect(settings.addPassportHeader).toBe(false);
  });

  it.each([undefined, null, 42, 'not json', '[1,2]', [], { name: 12 }])('never throws on %j', (input) => {
    expect(() => parseCvTemplateSettings(input)).not.toThrow();
    expect(parseCvTemplateSettings(input)).toEqual(defaults);
  });

  it('reads a template stored as a JSON string', () => {
    expect(parseCvTemplateSettings('{"name":"Maleda","cvLang":"ar"}')).toMatchObject({
      name: 'maleda',
      cvLang: 'ar',
    });
  });

  it('reads the QR groups flat or nested', () => {
    const flat = parseCvTemplateSettings({
      qrLocationWidth: '180',
      qrLocationHeight: '170',
      qrLocationMargin: '2',
      qrMoreCvsLink: 'https://x.test/c/abc123',
    });
    expect(flat.qrLocation).toMatchObject({ width: 180, height: 170, margin: 2 });
    expect(flat.qrMoreCvs.link).toBe('https://x.test/c/abc123');
    const nested = parseCvTemplateSettings({ qrLocation: { width: 190, height: 'x' } });
    expect(nested.qrLocation).toMatchObject({ width: 190, height: defaults.qrLocation.height });
  });

  it('round-trips through the stored record', () => {
    const edited = parseCvTemplateSettings({
      name: 'oxagon',
      cvLang: 'ar',
      numberOfPages: 1,
      headerGradient: 'linear-gradient_45deg_#007229_0%_#ffa500_100%',
      qrLocationWidth: 120,
      labelBgAlpha: 0.4,
      faceHeight: '50%',
    });
    expect(parseCvTemplateSettings(toCvTemplateRecord(edited))).toEqual(edited);
    expect(toCvTemplateRecord(edited).headerGradient).toBe('linear-gradient_45deg_#007229_0%_#ffa500_100%');
  });

  it('starts from the given base for fields the template lacks', () => {
    const maker = defaultCvTemplateSettings('maker');
    expect(parseCvTemplateSettings({ name: 'stars' }, maker)).toEqual({ ...maker, name: 'stars' });
  });
});
