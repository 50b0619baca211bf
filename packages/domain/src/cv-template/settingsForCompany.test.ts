import { describe, expect, it } from 'vitest';
import { defaultCvTemplateSettings } from './defaultCvTemplateSettings';
import { settingsForCompany } from './settingsForCompany';

describe('settingsForCompany', () => {
  it('gives the defaults for a company without a template or colours', () => {
    expect(settingsForCompany({})).toEqual(defaultCvTemplateSettings());
    expect(settingsForCompany(null)).toEqual(defaultCvTemplateSettings());
  });

  it('copies the stored template, then the seven colours from remarks', () => {
    const settings = settingsForCompany({
      cvTemplate: { name: 'walif', headBgColor: '#111111', numberOfPages: '1' },
      remarks: '#fefefe,#ffffff,#0a3d62,#0a3d62,#dfe6ee,#222222,#ffffff',
    });
    expect(settings.name).toBe('walif');
    expect(settings.numberOfPages).toBe(1);
    expect(settings.headBgColor).toBe('#0a3d62');
    expect(settings.bgColor).toBe('#fefefe');
  });

  it('keeps the template colour where the colour string entry is malformed', () => {
    const settings = settingsForCompany({
      cvTemplate: { headBgColor: '#111111' },
      remarks: '#fff,#fff,oops',
    });
    expect(settings.headBgColor).toBe('#111111');
  });

  it('uses the chosen reading of the defaults', () => {
    expect(settingsForCompany({}, 'maker').cvLang).toBe('ar');
  });
});
