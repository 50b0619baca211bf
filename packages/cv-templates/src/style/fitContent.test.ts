import { defaultCvTemplateSettings } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { CV_FIXTURES } from '../fixtures/cvFixtures';
import { fitContent } from './fitContent';

describe('fitContent', () => {
  const settings = defaultCvTemplateSettings();

  it('leaves a typical CV in its own settings', () => {
    expect(fitContent(settings, CV_FIXTURES.typical)).toBe(settings);
  });

  it('sets a full form smaller, never under readable sizes', () => {
    const fitted = fitContent(settings, CV_FIXTURES.fullForm);
    expect(fitted.valueFontSize).toBeLessThan(settings.valueFontSize);
    expect(fitted.bodyHeight).toBeLessThan(settings.bodyHeight);
    expect(fitted.valueFontSize).toBeGreaterThanOrEqual(14);
    expect(fitted.labelFontSize).toBeGreaterThanOrEqual(12);
    expect(fitted.bodyHeight).toBeGreaterThanOrEqual(24);
  });

  it('never makes a setting larger than the company chose', () => {
    const small = { ...settings, valueFontSize: 12, labelFontSize: 10, bodyHeight: 20 };
    const fitted = fitContent(small, CV_FIXTURES.fullForm);
    expect(fitted.valueFontSize).toBe(12);
    expect(fitted.labelFontSize).toBe(10);
    expect(fitted.bodyHeight).toBe(20);
  });
});
