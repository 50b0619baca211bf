import {
  isInlinePicture,
  isWebAddress,
  PICTURE_NOT_INLINE_MESSAGE,
  WEB_ADDRESS_MESSAGE,
} from '../validation/webAddress';

// A template names pictures (qrLocationImageUrl, or imageUrl in a nested qrLocation group) and links printed as
// QR codes (qrLocationLink, qrMoreCvsLink, link). Matched by name, flat or nested, so no spelling slips by.
const PICTURE_FIELD = /(image)?url$/i;
const LINK_FIELD = /link$/i;

/** What is wrong with one template field's value as an address, or null: pictures inline, links http(s). */
export function cvTemplateAddressProblem(field: string, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (PICTURE_FIELD.test(field)) return isInlinePicture(value.trim()) ? null : PICTURE_NOT_INLINE_MESSAGE;
  if (LINK_FIELD.test(field)) return isWebAddress(value.trim()) ? null : WEB_ADDRESS_MESSAGE;
  return null;
}

/**
 * Every picture or link of a template, at any depth, that the server must not take: a picture at an address it
 * would fetch while printing, a link that is not a web address. A template may come as its JSON text.
 */
export function cvTemplateAddressProblems(template: unknown): Array<{ path: string[]; message: string }> {
  if (typeof template === 'string') {
    try {
      return cvTemplateAddressProblems(JSON.parse(template));
    } catch {
      return [];
    }
  }
  const problems: Array<{ path: string[]; message: string }> = [];
  const walk = (value: unknown, path: string[]) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const message = cvTemplateAddressProblem(key, item);
      if (message) problems.push({ path: [...path, key], message });
      walk(item, [...path, key]);
    }
  };
  walk(template, []);
  return problems;
}
