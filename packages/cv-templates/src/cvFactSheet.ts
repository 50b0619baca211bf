import type { CvLang } from '@placement/domain';
import { cvContext, type CvPageProps } from './CvContext';
import {
  experienceRows,
  firstTimer,
  fullNameOf,
  languageRows,
  measureFacts,
  officeAddress,
  officePhones,
  passportFacts,
  personalFacts,
  professionTitle,
  referenceFacts,
  remarks,
  skillRows,
  workFacts,
  type CvExperienceRow,
  type CvFact,
  type CvLanguage,
  type CvSkill,
} from './cvFacts';

export interface CvFactSection {
  title: string;
  facts: CvFact[];
}

/**
 * Every fact a CV prints, as text in the reader's language (en or ar), grouped as the CV groups them: what a
 * phone shows instead of the A4 page scaled to its width (spec 02 §2.2 "small screens get a different mobile
 * view"). The same rules as the printed CV (dates, stars, 'first timer', remarks), from the same functions.
 */
export interface CvFactSheet {
  lang: CvLang;
  rtl: boolean;
  /** Empty when the link hides the candidate's name. */
  name: string;
  profession: string;
  sections: CvFactSection[];
  skills: { title: string; yes: string; no: string; rows: CvSkill[] };
  languages: { title: string; rows: CvLanguage[] };
  experience: {
    title: string;
    columns: { country: string; profession: string; period: string };
    rows: CvExperienceRow[];
    /** What the CV says when there are no rows. */
    none: string;
  };
  remarks: { title: string; text: string };
  contact: { title: string; agency: string; phones: string[]; address: string };
}

export function cvFactSheet(props: Omit<CvPageProps, 'page'>, lang: CvLang): CvFactSheet {
  const cv = cvContext({ ...props, settings: { ...props.settings, cvLang: lang } });
  const hasPassport = Boolean((cv.employee.passportNumber ?? '').trim());
  const sections: CvFactSection[] = [
    { title: cv.t('workInformation'), facts: workFacts(cv) },
    { title: cv.t('personalDetails'), facts: [...personalFacts(cv), ...measureFacts(cv)] },
    // A hide-contact link carries no passport: the block is left out rather than shown empty.
    ...(hasPassport
      ? [{ title: cv.t('passportDetails'), facts: [...passportFacts(cv), ...referenceFacts(cv)] }]
      : [{ title: cv.t('applicationForEmployment'), facts: referenceFacts(cv) }]),
  ];
  return {
    lang,
    rtl: cv.rtl,
    name: fullNameOf(cv),
    profession: professionTitle(cv),
    sections,
    skills: { title: cv.t('skills'), yes: cv.t('yes'), no: cv.t('no'), rows: skillRows(cv) },
    languages: { title: cv.t('languages'), rows: languageRows(cv) },
    experience: {
      title: cv.t('workExperience'),
      columns: { country: cv.t('country'), profession: cv.t('profession'), period: cv.t('period') },
      rows: experienceRows(cv),
      none: firstTimer(cv),
    },
    remarks: { title: cv.t('remarks'), text: remarks(cv) },
    contact: {
      title: cv.t('contact'),
      agency: cv.agency.displayName ?? '',
      phones: officePhones(cv),
      address: officeAddress(cv),
    },
  };
}
