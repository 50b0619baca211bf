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
export { CV_TEMPLATE_FIELDS, readCvTemplateField } from './parseCvTemplateSettings';
export {
  cvTemplateInputSchema,
  cvTemplateRecordSchema,
  CV_TEMPLATE_MESSAGES,
  type CvTemplateInput,
} from './cvTemplateInputSchema';
export {
  cvMakerSearchSchema,
  isCvMakerSearchReady,
  CV_MAKER_SEARCH_MIN_LENGTH,
  CV_MAKER_SEARCH_MAX_LENGTH,
  CV_MAKER_SEARCH_RESULTS,
} from './cvMakerSearch';
export { cvTemplateAddressProblems } from './cvTemplateAddresses';
