import { DEFAULT_GRADIENT, defaultCvTemplateSettings } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { headFill, valueFill } from './cvStyle';

describe('gradients in the CV fills', () => {
  it('leaves out a gradient that is on but has only clear colours (the default)', () => {
    const settings = { ...defaultCvTemplateSettings(), useHeaderGradient: true, useBodyGradient: true };
    expect(headFill(settings).backgroundImage).toBeUndefined();
    expect(valueFill(settings, 0).backgroundImage).toBeUndefined();
  });

  it('keeps a gradient with a colour that shows, and one made visible only by its alpha', () => {
    const settings = {
      ...defaultCvTemplateSettings(),
      useHeaderGradient: true,
      headerGradient: { ...DEFAULT_GRADIENT, to: '#007229' },
      useBodyGradient: true,
      oddGradient: { ...DEFAULT_GRADIENT, from: '#ffffff00', to: 'rgba(0, 0, 0, 0.2)' },
    };
    expect(headFill(settings).backgroundImage).toContain('linear-gradient');
    expect(valueFill(settings, 1).backgroundImage).toContain('linear-gradient');
  });
});
