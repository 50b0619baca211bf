import { companyVariant, type CompanyVariant, type CvLang, type CvTemplateSettings } from '@placement/domain';
import type { CSSProperties } from 'react';
import type { CvAgency, CvEmployee } from './CvEmployee';
import { CV_FONT_FAMILIES } from './pageSize';
import { cvLabel, type CvLabel } from './text/cvLabels';
import type { CvPageName } from './paging/CvPageName';

/** What every layout receives: the candidate, the agency that sends the CV, the settings and the page. */
export interface CvPageProps {
  employee: CvEmployee;
  agency?: CvAgency | null;
  settings: CvTemplateSettings;
  /** 1 is the personal page, 2 the passport scan, `more-N` a continuation page (see cvPageNumbers). */
  page?: CvPageName;
  /** The day ages are counted to; pass it for reproducible output. */
  today?: Date | string;
}

/** Everything a block needs, worked out once per page. */
export interface Cv {
  employee: CvEmployee;
  agency: CvAgency;
  s: CvTemplateSettings;
  lang: CvLang;
  rtl: boolean;
  today: Date;
  /** The sending company's variant: sudan companies reuse height and weight for other meanings. */
  variant: CompanyVariant;
  t: (key: CvLabel) => string;
  /** Text alignment that follows the reading direction. */
  start: 'left' | 'right';
  end: 'left' | 'right';
  /** Base text style: font family order and direction, which the render layer reads for bidi and shaping. */
  text: CSSProperties;
  /** The page's work table goes on to the next page (it ends with a "continued on the next page" row). */
  workContinues: boolean;
}

/** What a page of a long CV is set in and whether its work table goes on (see cvFlow). */
export interface CvPageFlow {
  settings: CvTemplateSettings;
  workContinues: boolean;
}

/**
 * The context of one page. `flow` is the page's part of a CV (cvFlow): the settings fitted to what the page holds
 * and whether its work table goes on; without it the page is set in the template's own settings (the passport
 * page, the fact sheet).
 */
export function cvContext({ employee, agency, settings, today }: CvPageProps, flow?: CvPageFlow): Cv {
  const lang = settings.cvLang;
  const rtl = lang === 'ar';
  const families = rtl
    ? [
        CV_FONT_FAMILIES.arabic,
        CV_FONT_FAMILIES.arabicFallback,
        CV_FONT_FAMILIES.latin,
        CV_FONT_FAMILIES.ethiopic,
      ]
    : [
        CV_FONT_FAMILIES.latin,
        CV_FONT_FAMILIES.arabic,
        CV_FONT_FAMILIES.arabicFallback,
        CV_FONT_FAMILIES.ethiopic,
      ];
  const day = today === undefined ? new Date() : new Date(today);
  return {
    employee,
    agency: agency ?? {},
    s: flow?.settings ?? settings,
    lang,
    rtl,
    today: Number.isNaN(day.getTime()) ? new Date() : day,
    variant: companyVariant(agency),
    t: (key) => cvLabel(key, lang),
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
    text: {
      fontFamily: families.map((family) => `'${family}'`).join(', '),
      direction: rtl ? 'rtl' : 'ltr',
      textAlign: rtl ? 'right' : 'left',
      // One line height for every face: Arabic faces are taller and would otherwise push a page over A4.
      lineHeight: 1.3,
    },
    workContinues: flow?.workContinues ?? false,
  };
}
