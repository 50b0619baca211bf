import { describe, expect, it } from 'vitest';
import { redactUrl, withoutQueryValues } from '../../src/limits/accessLog';

describe('redactUrl', () => {
  it('hides share-link codes, reset tokens and verification signatures', () => {
    expect(redactUrl('/api/shared/Ab3dE9/files/x.jpg')).toBe('/api/shared/[link]/files/x.jpg');
    expect(redactUrl('/reset/65a1/9f8e7d6c')).toBe('/reset/65a1/[token]');
    expect(redactUrl('/verify/65a1/tok/1700000000/sig')).toBe('/verify/65a1/[signed]');
    expect(redactUrl('/graphql?link=Ab3dE9&x=1')).toBe('/graphql?link=[redacted]&x=1');
    expect(redactUrl('/app/employees')).toBe('/app/employees');
  });
});

describe('withoutQueryValues', () => {
  it('keeps the names of a query string and hides every value', () => {
    expect(withoutQueryValues('/graphql?query=%7B%20sharedEmployees%7D&variables=%7B%22p%22%3A1%7D')).toBe(
      '/graphql?query=[redacted]&variables=[redacted]',
    );
    expect(withoutQueryValues('/api/uploads?fileName=a.jpg#top')).toBe('/api/uploads?fileName=[redacted]');
    expect(withoutQueryValues('/app/employees')).toBe('/app/employees');
  });
});
