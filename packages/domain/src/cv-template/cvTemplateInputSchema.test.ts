import { describe, expect, it } from 'vitest';
import { defaultCvTemplateSettings } from './defaultCvTemplateSettings';
import { CV_TEMPLATE_MESSAGES, cvTemplateInputSchema, cvTemplateRecordSchema } from './cvTemplateInputSchema';
import { CV_TEMPLATE_FIELDS, toCvTemplateRecord } from './parseCvTemplateSettings';

const issues = (record: Record<string, unknown>) => {
  const result = cvTemplateRecordSchema.safeParse(record);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('cvTemplateRecordSchema: the template the CV maker saves', () => {
  it('accepts every reading of the defaults as the maker sends them', () => {
    for (const reading of ['detail', 'maker', 'form'] as const) {
      expect(issues(toCvTemplateRecord(defaultCvTemplateSettings(reading)))).toEqual([]);
    }
  });

  it('names exactly the stored fields', () => {
    expect([...CV_TEMPLATE_FIELDS].sort()).toEqual(
      Object.keys(toCvTemplateRecord(defaultCvTemplateSettings())).sort(),
    );
  });

  it('accepts a partial template with good values, colours in any CSS form', () => {
    expect(
      issues({
        name: 'maleda',
        headBgColor: 'rgb(10, 61, 98)',
        labelBgColor: '#abc',
        valueBgColor: 'white',
        borderWidth: '3',
        labelBgAlpha: 0.35,
        useBodyGradient: true,
        oddGradient: 'linear-gradient_45deg_#007229_0%_#ffa500_100%',
        qrLocationWidth: 150,
        qrLocationImageUrl: '',
      }),
    ).toEqual([]);
  });

  it.each([
    ['an unknown field', { planted: 'x' }, 'planted', CV_TEMPLATE_MESSAGES.unknownSetting],
    ['a layout not in the list', { name: 'fancy' }, 'name', 'Choose a value from the list'],
    [
      'a colour that is not one',
      { headBgColor: 'javascript:alert(1)' },
      'headBgColor',
      'Invalid value for this setting',
    ],
    [
      'a size out of range (not clamped)',
      { labelFontSize: 400 },
      'labelFontSize',
      'Invalid value for this setting',
    ],
    ['a size with a unit', { borderWidth: '3px' }, 'borderWidth', 'Invalid value for this setting'],
    [
      'a weight that would be rounded',
      { labelFontWeight: 450 },
      'labelFontWeight',
      'Invalid value for this setting',
    ],
    ['three pages', { numberOfPages: 3 }, 'numberOfPages', 'Invalid value for this setting'],
    ['an opacity above 1', { valueBgAlpha: 1.5 }, 'valueBgAlpha', 'Invalid value for this setting'],
    [
      'a five-part gradient',
      { headerGradient: 'linear-gradient_45deg_#000_0%_#fff' },
      'headerGradient',
      'Invalid value for this setting',
    ],
    [
      'a shadow with url()',
      { bodyShadow: 'url(http://x) 1px' },
      'bodyShadow',
      'Invalid value for this setting',
    ],
    [
      'a QR picture from the web',
      { qrLocationImageUrl: 'http://169.254.169.254/x.png' },
      'qrLocationImageUrl',
      CV_TEMPLATE_MESSAGES.pictureNotInline,
    ],
    [
      'a huge colour',
      { bgColor: `rgb(${'1,'.repeat(1500)}1)` },
      'bgColor',
      'Must be 2000 characters or less',
    ],
  ])('refuses %s, naming the field', (_label, record, field, message) => {
    expect(issues(record)).toEqual([[field, message]]);
  });

  it('needs the company', () => {
    const result = cvTemplateInputSchema.safeParse({ id: ' ', cvTemplate: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });
});
