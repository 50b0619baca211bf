import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadedPicture } from './checkedPicture';
import { STORED_FILE_NAME, UPLOAD_TYPES, uploadFit, type UploadTypeName } from '@placement/domain';

/** File names are random and carry no personal data; the files live in the private data folder. */
export const newFileName = (type: UploadTypeName) => `${type}-${randomBytes(12).toString('hex')}.jpg`;
export const isFileName = (name: string) => STORED_FILE_NAME.test(name);

/** Sizes come from the domain's upload types (spec 01 §5/§9, spec 02 §7); EXIF is dropped by the re-encode. */
export async function storePicture(filesDir: string, type: UploadTypeName, image: Buffer): Promise<string> {
  const { width, height } = UPLOAD_TYPES[type];
  // Photos, banners and avatars are cropped to fill the stored size; a document is fitted inside it whole
  // (domain uploadFit), never cropped and never enlarged.
  const fit = uploadFit(type);
  const jpeg = await uploadedPicture(image)
    .rotate()
    .resize(width, height, fit === 'inside' ? { fit: 'inside', withoutEnlargement: true } : { fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer();
  await mkdir(filesDir, { recursive: true });
  const name = newFileName(type);
  // Written whole under a name nobody serves, then renamed: a process killed mid-write leaves no half file
  // behind a real name (the partial is swept at a later start, see sweepOrphanFiles).
  const partial = join(filesDir, `${PARTIAL_PREFIX}${name}`);
  await writeFile(partial, jpeg);
  await rename(partial, join(filesDir, name));
  return name;
}

/** A file being written; never a stored file's name. */
export const PARTIAL_PREFIX = '.partial-';

export async function removePicture(filesDir: string, name: string): Promise<void> {
  if (isFileName(name)) await rm(join(filesDir, name), { force: true });
}

/**
 * A stored picture as a data URL, for the render pipeline (satori only takes absolute or data URLs, and the
 * files are private: never handed out as a public address). Anything that is not one of our file names, or a
 * file that is gone, gives undefined so the CV shows its placeholder instead of failing the whole print.
 */
export async function pictureDataUrl(filesDir: string, name: unknown): Promise<string | undefined> {
  if (typeof name !== 'string' || !isFileName(name)) return undefined;
  try {
    return `data:image/jpeg;base64,${(await readFile(join(filesDir, name))).toString('base64')}`;
  } catch {
    return undefined;
  }
}
