import type { CvTemplateName } from '@placement/domain';
import type { CvLayout } from './CvLayout';
import { basic } from './layouts/Basic';

/**
 * Every template name of the spec mapped to its layout. Typed as a full record, so a template that is
 * named but not drawn fails to compile instead of silently falling back.
 */
export const CV_LAYOUTS: Record<CvTemplateName, CvLayout> = {
  basic,
  basic0: basic,
  basic2: basic,
  basic3: basic,
  entrance: basic,
  akeem: basic,
  cadres: basic,
  yebad: basic,
  oxagon: basic,
  oxagon2: basic,
  maleda: basic,
  walif: basic,
  stars: basic,
  sanad: basic,
  default: basic,
};

export function isCvTemplateName(name: string): name is CvTemplateName {
  return Object.hasOwn(CV_LAYOUTS, name);
}

/** The layout for a stored template name; any other name gets the default layout (spec 02 §2.4). */
export function cvLayoutFor(name: string | null | undefined): CvLayout {
  const key = (name ?? '').trim().toLowerCase();
  return isCvTemplateName(key) ? CV_LAYOUTS[key] : CV_LAYOUTS.default;
}
