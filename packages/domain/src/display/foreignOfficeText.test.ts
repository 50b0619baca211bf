import { describe, expect, it } from 'vitest';
import { foreignOfficeText } from './foreignOfficeText';

describe('foreignOfficeText', () => {
  it('shows the first 10 characters and an ellipsis', () => {
    expect(foreignOfficeText({ prospects: [{ displayName: 'AL RAHMA RECRUITMENT' }] })).toBe('AL RAHMA R...');
    expect(foreignOfficeText({ prospects: [{ displayName: 'NAJD' }] })).toBe('NAJD...');
    expect(foreignOfficeText({ prospects: null })).toBe('');
  });
});
