/** The support line the top bar's WhatsApp button opens (international number without "+"). */
export const SUPPORT_WHATSAPP_NUMBER = import.meta.env.VITE_SUPPORT_WHATSAPP ?? '251911000000';
