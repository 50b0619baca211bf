import { SUPPORT_WHATSAPP_NUMBER } from '../../../app/shell/supportContacts';

export type SocialNetwork = 'whatsApp' | 'telegram' | 'facebook' | 'youTube';

export interface ContactDetails {
  /** International number without "+": the home page shows it with "+" and dials it. */
  phone: string;
  email: string;
  social: ReadonlyArray<{ network: SocialNetwork; href: string }>;
}

const env = import.meta.env;

// The operator's contact details on the home page. Each deployment sets its own at build time (VITE_CONTACT_*);
// WhatsApp and Telegram reach the support line, Facebook and YouTube show only when the operator has a page.
export const CONTACT_DETAILS: ContactDetails = {
  phone: env.VITE_CONTACT_PHONE ?? SUPPORT_WHATSAPP_NUMBER,
  email: env.VITE_CONTACT_EMAIL ?? 'support@placement.demo',
  social: [
    { network: 'whatsApp', href: `https://wa.me/${SUPPORT_WHATSAPP_NUMBER}` },
    { network: 'telegram', href: `https://t.me/+${SUPPORT_WHATSAPP_NUMBER}` },
    ...(env.VITE_CONTACT_FACEBOOK ? [{ network: 'facebook' as const, href: env.VITE_CONTACT_FACEBOOK }] : []),
    ...(env.VITE_CONTACT_YOUTUBE ? [{ network: 'youTube' as const, href: env.VITE_CONTACT_YOUTUBE }] : []),
  ],
};
