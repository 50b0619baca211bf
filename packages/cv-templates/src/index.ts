export { CvTemplate } from './CvTemplate';
export { cvPageNumbers, continuationNumber } from './paging/cvPages';
export type { CvPageName } from './paging/CvPageName';
export { CvPreview, type CvPreviewProps } from './CvPreview';
export { cvFactSheet, type CvFactSheet, type CvFactSection } from './cvFactSheet';
export type { CvFact, CvSkill, CvLanguage, CvExperienceRow } from './cvFacts';
export { experienceRow } from './cvFacts';
export { CV_LAYOUTS, cvLayoutFor, isCvTemplateName } from './cvLayouts';
export type { CvLayout } from './CvLayout';
export type { CvPageProps, Cv } from './CvContext';
export type { CvEmployee, CvAgency, CvWorkExperience } from './CvEmployee';
export { CV_PAGE_SIZE, CV_FONT_FAMILIES } from './pageSize';
export {
  CV_FIXTURES,
  CV_FIXTURE_TODAY,
  CV_STORY_STATES,
  FIXTURE_AGENCY,
  fixtureSettings,
  type CvFixtureName,
  type CvStoryState,
} from './fixtures/cvFixtures';
export { facePhotoUrl } from './fixtures/placeholderImages';
export { ColourMaker, type ColourMakerProps } from './maker/ColourMaker';
export type { MakerLang } from './maker/makerLabels';
export { changeSetting } from './maker/changeSetting';
