import { z } from 'zod';
import { maxLengthMessage, VALIDATION_MESSAGES } from '../validation/messages';
import { PICTURE_NOT_INLINE_MESSAGE } from '../validation/webAddress';
import { cvTemplateAddressProblem } from './cvTemplateAddresses';
import { CV_TEMPLATE_NAMES } from './CvTemplateSettings';
import { CV_TEMPLATE_FIELDS, readCvTemplateField } from './parseCvTemplateSettings';

export const CV_TEMPLATE_MESSAGES = {
  unknownSetting: 'Not a CV template setting',
  invalidSetting: 'Invalid value for this setting',
  pictureNotInline: PICTURE_NOT_INLINE_MESSAGE,
} as const;

/** The longest text a setting takes (a QR picture given inline); every other reader allows less. */
const MAX_SETTING_LENGTH = 2000;
const KNOWN = new Set(CV_TEMPLATE_FIELDS);

/**
 * A company's CV template as the CV maker saves it (spec 02 §2.4): any of the stored fields, each one that
 * the template's own parsing rule reads exactly as given. Loading a template forgives (a bad field keeps its
 * default); saving one refuses, naming the field, so that what is stored is what every CV will show: a
 * number is not clamped or rounded, a layout is one of the named ones, nothing unknown is kept.
 */
export const cvTemplateRecordSchema = z.record(z.string(), z.unknown()).superRefine((record, context) => {
  for (const [field, value] of Object.entries(record)) {
    const issue = (message: string) => context.addIssue({ code: 'custom', path: [field], message });
    if (!KNOWN.has(field)) {
      issue(CV_TEMPLATE_MESSAGES.unknownSetting);
      continue;
    }
    if (typeof value === 'string' && value.length > MAX_SETTING_LENGTH) {
      issue(maxLengthMessage(MAX_SETTING_LENGTH));
      continue;
    }
    const address = cvTemplateAddressProblem(field, value);
    if (address) {
      issue(address);
      continue;
    }
    const read = readCvTemplateField(field, value);
    if (read === undefined) issue(CV_TEMPLATE_MESSAGES.invalidSetting);
    else if (field === 'name' && !(CV_TEMPLATE_NAMES as readonly unknown[]).includes(read)) {
      issue(VALIDATION_MESSAGES.invalidChoice);
    } else if (typeof read === 'number' && Number(value) !== read) {
      issue(CV_TEMPLATE_MESSAGES.invalidSetting);
    }
  }
});

/** The CV maker's save: the company and its template (the colour string is made from the template's colours). */
export const cvTemplateInputSchema = z.object({
  id: z.string().trim().min(1, VALIDATION_MESSAGES.required),
  cvTemplate: cvTemplateRecordSchema,
});
export type CvTemplateInput = z.input<typeof cvTemplateInputSchema>;
