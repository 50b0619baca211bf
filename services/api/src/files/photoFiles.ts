import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** Target sizes of spec 02 §7 (employee images) and spec 01 §9 (avatar, company images). */
export const PICTURE_SIZES = {
  face: { width: 300, height: 300 },
  stand: { width: 250, height: 1000 },
  passport: { width: 700, height: 700 },
  avatar: { width: 200, height: 200 },
  header: { width: 1200, height: 200 },
  footer: { width: 1200, height: 200 },
  medical: { width: 700, height: 700 },
} as const;
export type PictureType = keyof typeof PICTURE_SIZES;

/** File names are random and carry no personal data; the files live in the private data folder. */
export const newFileName = (type: PictureType) => `${type}-${randomBytes(12).toString('hex')}.jpg`;
export const isFileName = (name: string) => /^[a-z]+-[0-9a-f]{24}\.jpg$/.test(name);

export async function storePicture(filesDir: string, type: PictureType, image: Buffer): Promise<string> {
  const { width, height } = PICTURE_SIZES[type];
  const jpeg = await sharp(image)
    .rotate()
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer();
  await mkdir(filesDir, { recursive: true });
  const name = newFileName(type);
  await writeFile(join(filesDir, name), jpeg);
  return name;
}

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
