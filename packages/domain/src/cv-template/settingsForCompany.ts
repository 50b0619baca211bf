import type { CvTemplateSettings } from './CvTemplateSettings';
import { parseColourString } from './colourString';
import { defaultCvTemplateSettings, type CvTemplateDefaultReading } from './defaultCvTemplateSettings';
import { parseCvTemplateSettings } from './parseCvTemplateSettings';

/** The parts of a company a CV's look comes from. */
export interface CompanyCvStyle {
  cvTemplate?: unknown;
  remarks?: string | null;
}

/**
 * Working settings for a company's CVs: the defaults, then its stored template, then its colour string
 * (remarks) — the colour panel saves both, and the colour string is the record of the seven colours.
 */
export function settingsForCompany(
  company: CompanyCvStyle | null | undefined,
  reading: CvTemplateDefaultReading = 'detail',
): CvTemplateSettings {
  const fromTemplate = parseCvTemplateSettings(company?.cvTemplate, defaultCvTemplateSettings(reading));
  return { ...fromTemplate, ...parseColourString(company?.remarks) };
}
