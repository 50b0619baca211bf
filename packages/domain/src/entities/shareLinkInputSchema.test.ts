import { describe, expect, it } from 'vitest';
import { generateLinkInputSchema, shareLinkByEmailInputSchema } from './shareLinkInputSchema';

describe('share links', () => {
  it('needs employees to share and a valid address to mail', () => {
    expect(generateLinkInputSchema.safeParse({ employeeIds: [] }).success).toBe(false);
    expect(shareLinkByEmailInputSchema.safeParse({ email: '', link: 'aB3dE9' }).success).toBe(false);
    expect(
      shareLinkByEmailInputSchema.safeParse({ email: 'sponsor@example.com', link: 'aB3dE9' }).success,
    ).toBe(true);
    expect(shareLinkByEmailInputSchema.safeParse({ email: 'sponsor@example.com', link: 'aB3' }).success).toBe(
      false,
    );
  });
});
