import { describe, expect, it } from 'vitest';
import { agencyAgentLink, sharedCvPath, shareLinkForEmail, whatsAppShareUrl } from './shareLinks';

const owner = '5f2b8c1e9d1e4a3b2c1d0e9f';
const agent = '6a1b2c3d4e5f60718293a4b5';

describe('share links', () => {
  it('opens a shared CV at /c/{link}, premium at /c/ccp/{link}', () => {
    expect(sharedCvPath('Ab12Cd')).toBe('/c/Ab12Cd');
    expect(sharedCvPath('Ab12Cd', { premium: true })).toBe('/c/ccp/Ab12Cd');
    expect(() => sharedCvPath('../etc')).toThrow('Not a share link: ../etc');
  });

  it('prefixes the e-mailed link with ccp/ when premium', () => {
    expect(shareLinkForEmail('Ab12Cd')).toBe('Ab12Cd');
    expect(shareLinkForEmail('Ab12Cd', { premium: true })).toBe('ccp/Ab12Cd');
  });

  it('builds the agency/agent link from the owner and the first prospect, in Arabic', () => {
    expect(agencyAgentLink({ owner: { _id: owner }, prospects: [{ _id: agent }, { _id: 'other' }] })).toBe(
      `/cpp/${owner}/${agent}?lng=ar`,
    );
    expect(agencyAgentLink({ owner, prospects: [{ _id: agent }] })).toBe(`/cpp/${owner}/${agent}?lng=ar`);
  });

  it('ends the agency/agent link with the key of the public list when it is on', () => {
    expect(agencyAgentLink({ owner, prospects: [{ _id: agent }] }, 'Xy_9-AbCdEfGhIjKlMnOpQ')).toBe(
      `/cpp/${owner}/${agent}/Xy_9-AbCdEfGhIjKlMnOpQ?lng=ar`,
    );
  });

  it('has no agency/agent link without an owner or a prospect', () => {
    expect(agencyAgentLink({ owner: { _id: owner }, prospects: [] })).toBeNull();
    expect(agencyAgentLink({ owner: null, prospects: [{ _id: agent }] })).toBeNull();
  });

  it('shares to WhatsApp with the public address opened in Arabic', () => {
    const url = new URL(whatsAppShareUrl('https://placement.example/c/Ab12Cd?lng=en'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe('https://placement.example/c/Ab12Cd?lng=ar');
  });
});
