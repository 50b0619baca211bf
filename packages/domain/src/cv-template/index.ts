export * from './CvTemplateSettings';
export * from './defaultCvTemplateSettings';
export { parseGradient, formatGradient } from './gradient';
export { parseColourString, formatColourString } from './colourString';
export {
  parseCvTemplateSettings,
  toCvTemplateRecord,
  type CvTemplateRecord,
} from './parseCvTemplateSettings';
export { settingsForCompany, type CompanyCvStyle } from './settingsForCompany';
export { readColour } from './settingValues';
