import { parseCvTemplateSettings, toCvTemplateRecord, type CvTemplateSettings } from '@placement/domain';

/**
 * One edit from the colour maker: the field is set in the stored form and read back with the template's
 * parsing rules, so a half-typed or malformed value leaves that setting as it was.
 */
export function changeSetting(
  settings: CvTemplateSettings,
  field: string,
  value: unknown,
): CvTemplateSettings {
  return parseCvTemplateSettings({ ...toCvTemplateRecord(settings), [field]: value }, settings);
}
