import { VALIDATION_MESSAGES } from './messages';

/** The message of a link that is not a web page's address. */
export const WEB_ADDRESS_MESSAGE = VALIDATION_MESSAGES.webAddress;
/** The message of a picture named by an address instead of given inline. */
export const PICTURE_NOT_INLINE_MESSAGE = 'Must be a picture given inline (data:image/…)';

/**
 * A link a person follows (printed as a QR code, opened from a payment): an http or https address, never a
 * script (`javascript:`), a file or any other scheme a browser or a phone would act on.
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A picture given inline, as a data URL. The server draws pictures into prints; a picture named by an address
 * would have the server fetch that address, any address a client chose (a service inside the network).
 */
export function isInlinePicture(value: string): boolean {
  return /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*(;base64)?,/i.test(value);
}
