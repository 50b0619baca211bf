import { describe, expect, it } from 'vitest';
import { redactUrl } from './accessLog';

describe('redactUrl', () => {
  it('hides share-link codes, reset tokens and verification signatures', () => {
    expect(redactUrl('/api/shared/Ab3dE9/files/x.jpg')).toBe('/api/shared/[link]/files/x.jpg');
    expect(redactUrl('/reset/65a1/9f8e7d6c')).toBe('/reset/65a1/[token]');
    expect(redactUrl('/verify/65a1/tok/1700000000/sig')).toBe('/verify/65a1/[signed]');
    expect(redactUrl('/graphql?link=Ab3dE9&x=1')).toBe('/graphql?link=[redacted]&x=1');
    expect(redactUrl('/app/employees')).toBe('/app/employees');
  });
});
