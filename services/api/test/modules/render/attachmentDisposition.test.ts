import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../src/modules/render/attachmentDisposition';

describe('download file names', () => {
  it('keeps a Latin name as it is', () => {
    expect(attachmentDisposition('ABF-0414-2026.pdf')).toBe(
      `attachment; filename="ABF-0414-2026.pdf"; filename*=UTF-8''ABF-0414-2026.pdf`,
    );
  });

  it('gives an Amharic or Arabic name exactly in UTF-8, with a Latin-1-safe fallback Node accepts', () => {
    const header = attachmentDisposition('አዲስ ብራይት 2026-11-22_Export.xlsx');
    expect(header).toMatch(/^[\x20-\x7e]+$/u);
    const encoded = /filename\*=UTF-8''(.+)$/u.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('አዲስ ብራይት 2026-11-22_Export.xlsx');
    expect(header).toContain(`filename="_ _ 2026-11-22_Export.xlsx"`);
    expect(attachmentDisposition('a"b.pdf')).toContain(`filename="a_b.pdf"`);
  });
});
