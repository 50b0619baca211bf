import { isShortLink } from './shortLink';

// Public addresses of shared CVs (spec 01 §2, spec 02 §2.2, §7). A share link's 6-character code opens
// /c/{link}; premium sharing uses the ccp prefix (/c/ccp/{link}), and the e-mailed link carries that prefix.

export function sharedCvPath(link: string, options: { premium?: boolean } = {}): string {
  if (!isShortLink(link)) throw new RangeError(`Not a share link: ${link}`);
  return options.premium ? `/c/ccp/${link}` : `/c/${link}`;
}

export function shareLinkForEmail(link: string, options: { premium?: boolean } = {}): string {
  return options.premium ? `ccp/${link}` : link;
}

export const NO_AGENT_COMPANY_MESSAGE = 'No Agent/Company Assigned to Employee';

// The 'Agency/Agent Link' dialog: the public candidate list of the owner agency for the first prospect (the
// foreign agent), opened in Arabic for the agent's staff. Null when either company is missing; the dialog
// then shows NO_AGENT_COMPANY_MESSAGE. `key` is the unguessable last part the agency gets when it turns the
// list on (issue 37): without it the address opens the list only to a signed-in user of either company.
export function agencyAgentLink(
  employee: {
    owner?: { _id?: string | null } | string | null;
    prospects?: readonly ({ _id?: string | null } | null)[] | null;
  },
  key?: string | null,
): string | null {
  const ownerId = typeof employee.owner === 'string' ? employee.owner : employee.owner?._id;
  const agentId = employee.prospects?.[0]?._id;
  if (!ownerId || !agentId) return null;
  return `/cpp/${ownerId}/${agentId}${key ? `/${encodeURIComponent(key)}` : ''}?lng=ar`;
}

// Sharing through WhatsApp (spec 02 §2.2): a chat message carrying the public CV address, opened in Arabic for
// the foreign agent's staff. `address` is absolute (origin plus sharedCvPath); any lng it had is replaced.
export function whatsAppShareUrl(address: string): string {
  const url = new URL(address);
  url.searchParams.set('lng', 'ar');
  return `https://wa.me/?text=${encodeURIComponent(url.toString())}`;
}
