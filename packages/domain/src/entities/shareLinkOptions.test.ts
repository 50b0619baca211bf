import { describe, expect, it } from 'vitest';
import { SHARE_LINK_PASSWORD_MESSAGE, shareLinkOptionsInputSchema } from './shareLinkInputSchema';

describe('share link options', () => {
  it('takes an expiry day, a password and hide-contact for a 6-character link', () => {
    expect(
      shareLinkOptionsInputSchema.parse({
        link: 'Ab12Cd',
        expiresOn: '2026-12-31',
        password: 'riyadh',
        hideContact: true,
      }),
    ).toEqual({ link: 'Ab12Cd', expiresOn: '2026-12-31', password: 'riyadh', hideContact: true });
    expect(shareLinkOptionsInputSchema.parse({ link: 'Ab12Cd', expiresOn: null, password: '' })).toEqual({
      link: 'Ab12Cd',
      expiresOn: null,
      password: '',
    });
  });

  it('refuses a short password, a non-date expiry and a malformed link', () => {
    const messages = (input: unknown) =>
      shareLinkOptionsInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ link: 'Ab12Cd', password: 'abc' })).toEqual([SHARE_LINK_PASSWORD_MESSAGE]);
    expect(messages({ link: 'Ab12Cd', expiresOn: '2026-02-30' })).toEqual(['Choose a date']);
    expect(messages({ link: '../etc' })).toEqual(['Incorrect link']);
  });
});
