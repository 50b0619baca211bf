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
