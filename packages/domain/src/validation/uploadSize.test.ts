import { describe, expect, it } from 'vitest';
import { checkUploadSize, MAX_UPLOAD_BYTES, uploadSizeSchema } from './uploadSize';
import { firstMessage } from './testSupport';

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
