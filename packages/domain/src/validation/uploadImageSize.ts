import type { PictureType } from '../enums';

export interface ImageSize {
  width: number;
  height: number;
}

// The size an uploaded picture is resized to before it is stored (spec 01 §5 and spec 02 §9): avatars 200x200
// jpeg, employee face 300x300, stand (full length) 250x1000, passport scan 700x700, company header and footer
// 1200x200.
export const UPLOAD_IMAGE_SIZES: Readonly<Record<PictureType, ImageSize>> = {
  User: { width: 200, height: 200 },
  Face: { width: 300, height: 300 },
  Stand: { width: 250, height: 1000 },
  Passport: { width: 700, height: 700 },
  Header: { width: 1200, height: 200 },
  Bottom: { width: 1200, height: 200 },
};

// Passport scans and payment screenshots on the medical screens.
export const MEDICAL_IMAGE_SIZE: ImageSize = { width: 700, height: 700 };

// The `type` of an upload call (spec 01 §7: uploadPicture, uploadProfilePicture, uploadCompanyPicture,
// uploadFile and POST /api/uploads) with its stored size.
export const UPLOAD_TYPES = {
  face: UPLOAD_IMAGE_SIZES.Face,
  stand: UPLOAD_IMAGE_SIZES.Stand,
  passport: UPLOAD_IMAGE_SIZES.Passport,
  avatar: UPLOAD_IMAGE_SIZES.User,
  header: UPLOAD_IMAGE_SIZES.Header,
  footer: UPLOAD_IMAGE_SIZES.Bottom,
  medical: MEDICAL_IMAGE_SIZE,
} as const satisfies Record<string, ImageSize>;
export type UploadTypeName = keyof typeof UPLOAD_TYPES;

/**
 * How a picture meets its stored box: a photo fills it (centred crop, like object-fit: cover); a document (a
 * passport scan, a payment screenshot) is fitted inside it whole and keeps its own shape, as a 700x500 scan
 * stays 700x500: cutting the sides would cut the passport page and its machine-readable lines.
 */
export type UploadFit = 'cover' | 'inside';

const DOCUMENT_UPLOADS: ReadonlySet<UploadTypeName> = new Set(['passport', 'medical']);

export function uploadFit(type: UploadTypeName): UploadFit {
  return DOCUMENT_UPLOADS.has(type) ? 'inside' : 'cover';
}

/** The upload type a call names, case-insensitively, also by the picture names of the web app (User, Bottom). */
export function uploadTypeName(type: string): UploadTypeName | null {
  const name = type.trim().toLowerCase();
  const alias: Record<string, UploadTypeName> = { user: 'avatar', bottom: 'footer' };
  const resolved = alias[name] ?? name;
  return Object.hasOwn(UPLOAD_TYPES, resolved) ? (resolved as UploadTypeName) : null;
}
