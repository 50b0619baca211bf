import { useTranslation } from 'react-i18next';
import { SUPPORT_WHATSAPP_NUMBER } from '../../../app/shell/supportContacts';

/** /app/support: how to reach the support team (the same line as the top bar's WhatsApp button). */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <section>
      <p>{t('admin.content.supportText')}</p>
      <a
        href={`https://wa.me/${SUPPORT_WHATSAPP_NUMBER}`}
        target="_blank"
        rel="noreferrer noopener"
        dir="ltr"
      >
        WhatsApp +{SUPPORT_WHATSAPP_NUMBER}
      </a>
    </section>
  );
}

export { SupportPage as Component };
