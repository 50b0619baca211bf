import { describe, expect, it } from 'vitest';
import { checkUploadSize, MAX_UPLOAD_BYTES, uploadSizeSchema } from './uploadSize';
import { firstMessage } from './testSupport';
import { MEDICAL_IMAGE_SIZE, UPLOAD_IMAGE_SIZES } from './uploadImageSize';

describe('upload size', () => {
  it.each([
    [0, null],
    [999_999, null],
    [1_000_000, null],
    [1_000_001, "File size can't exceeds 1Mb"],
    [1_048_576, "File size can't exceeds 1Mb"],
  ])('%d bytes -> %s', (bytes, message) => {
    expect(checkUploadSize(bytes)).toBe(message);
    expect(firstMessage(uploadSizeSchema, bytes)).toBe(message);
  });

  it('counts a megabyte as a million bytes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(1_000_000);
  });
});

describe('upload image sizes', () => {
  it('resizes each picture type to the size of the spec', () => {
    expect(UPLOAD_IMAGE_SIZES.User).toEqual({ width: 200, height: 200 });
    expect(UPLOAD_IMAGE_SIZES.Face).toEqual({ width: 300, height: 300 });
    expect(UPLOAD_IMAGE_SIZES.Stand).toEqual({ width: 250, height: 1000 });
    expect(UPLOAD_IMAGE_SIZES.Passport).toEqual({ width: 700, height: 700 });
    expect(UPLOAD_IMAGE_SIZES.Header).toEqual({ width: 1200, height: 200 });
    expect(UPLOAD_IMAGE_SIZES.Bottom).toEqual(UPLOAD_IMAGE_SIZES.Header);
    expect(MEDICAL_IMAGE_SIZE).toEqual({ width: 700, height: 700 });
  });
});
