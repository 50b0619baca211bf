import { describe, expect, it } from 'vitest';
import { isInlinePicture, isWebAddress } from './webAddress';

describe('isWebAddress', () => {
  it('takes http and https addresses', () => {
    expect(isWebAddress('https://wafid.com/book/123')).toBe(true);
    expect(isWebAddress('http://example.com')).toBe(true);
  });

  it('refuses scripts, other schemes and text', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'vbscript:msgbox',
      'https://',
      'https://exa mple.com',
      'wafid link',
      '',
    ]) {
      expect(isWebAddress(value), value).toBe(false);
    }
  });
});

describe('isInlinePicture', () => {
  it('takes a data URL of an image', () => {
    expect(isInlinePicture('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isInlinePicture('data:image/svg+xml;utf8,<svg/>')).toBe(true);
  });

  it('refuses every address the server would have to fetch', () => {
    for (const value of [
      'http://127.0.0.1:4401/x.svg',
      'https://169.254.169.254/latest',
      '//127.0.0.1/x.png',
      'file:///etc/passwd',
      'data:text/html,<b>',
    ]) {
      expect(isInlinePicture(value), value).toBe(false);
    }
  });
});
