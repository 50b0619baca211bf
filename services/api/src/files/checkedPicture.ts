import { MAX_UPLOAD_PIXELS, PICTURE_TOO_LARGE_MESSAGE } from '@placement/domain';
import sharp from 'sharp';
import { badInput } from '../errors';

export const NOT_AN_IMAGE = 'The file is not an image';

/**
 * An uploaded picture's size, read from its header alone (nothing is decoded yet): a file that is not a picture,
 * or one with more pixels than MAX_UPLOAD_PIXELS, is refused before any work is spent decoding it.
 */
export async function checkedPicture(image: Buffer): Promise<{ width: number; height: number }> {
  const size = await sharp(image)
    .metadata()
    .catch(() => null);
  if (!size?.width || !size.height) throw badInput('image', NOT_AN_IMAGE);
  if (size.width * size.height > MAX_UPLOAD_PIXELS) throw badInput('image', PICTURE_TOO_LARGE_MESSAGE);
  return { width: size.width, height: size.height };
}

/** sharp for an uploaded picture: it refuses to decode more pixels than an upload may have, whatever the header said. */
export const uploadedPicture = (image: Buffer) => sharp(image, { limitInputPixels: MAX_UPLOAD_PIXELS });
