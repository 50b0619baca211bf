import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

// Uploads are limited to 1 MB, counted as 1,000,000 bytes (not 1,048,576): exactly 1,000,000 passes.
export const MAX_UPLOAD_BYTES = 1_000_000;

/**
 * The most pixels an uploaded picture may have. A million bytes can hold a 15,000 x 15,000 PNG of one colour,
 * which takes seconds to decode: the pixels are limited, not only the bytes. A 48-megapixel phone photo fits.
 */
export const MAX_UPLOAD_PIXELS = 50_000_000;
export const PICTURE_TOO_LARGE_MESSAGE = 'The picture has too many pixels: at most 50 megapixels';

/** The message to show for a file of this size, or null when it may be uploaded. */
export function checkUploadSize(bytes: number): string | null {
  return bytes > MAX_UPLOAD_BYTES ? VALIDATION_MESSAGES.uploadTooLarge : null;
}

export const uploadSizeSchema = z
  .number()
  .int()
  .nonnegative()
  .max(MAX_UPLOAD_BYTES, VALIDATION_MESSAGES.uploadTooLarge);
