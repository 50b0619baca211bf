import { toCvTemplateRecord, type CvTemplateSettings } from '@placement/domain';

/** Two template settings print the same CV when they save the same record (what unsaved changes compare). */
export const sameCvLook = (a: CvTemplateSettings, b: CvTemplateSettings) =>
  JSON.stringify(toCvTemplateRecord(a)) === JSON.stringify(toCvTemplateRecord(b));
