import type { CvTemplateName } from '@placement/domain';
import type { CvLayout } from './CvLayout';
import { basic } from './layouts/Basic';
import { basic0 } from './layouts/Basic0';
import { basic2 } from './layouts/Basic2';
import { basic3 } from './layouts/Basic3';
import { entrance } from './layouts/Entrance';
import { akeem } from './layouts/Akeem';
import { cadres } from './layouts/Cadres';
import { yebad } from './layouts/Yebad';
import { oxagon } from './layouts/Oxagon';
import { oxagon2 } from './layouts/Oxagon2';
import { maleda } from './layouts/Maleda';
import { walif } from './layouts/Walif';
import { stars } from './layouts/Stars';
import { sanad } from './layouts/Sanad';
import { defaultLayout } from './layouts/Default';

/**
 * Every template name of the spec mapped to its layout. Typed as a full record, so a template that is
 * named but not drawn fails to compile instead of silently falling back.
 */
export const CV_LAYOUTS: Record<CvTemplateName, CvLayout> = {
  basic,
  basic0,
  basic2,
  basic3,
  entrance,
  akeem,
  cadres,
  yebad,
  oxagon,
  oxagon2,
  maleda,
  walif,
  stars,
  sanad,
  default: defaultLayout,
};

export function isCvTemplateName(name: string): name is CvTemplateName {
  return Object.hasOwn(CV_LAYOUTS, name);
}

/** The layout for a stored template name; any other name gets the default layout (spec 02 §2.4). */
export function cvLayoutFor(name: string | null | undefined): CvLayout {
  const key = (name ?? '').trim().toLowerCase();
  return isCvTemplateName(key) ? CV_LAYOUTS[key] : CV_LAYOUTS.default;
}
