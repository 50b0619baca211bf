import { useTranslation } from 'react-i18next';

/** /app/complaints: the spec shows only the title "Complaints" and a placeholder; its content is not specified. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{t('admin.content.complaints')}</h2>
      <p>{t('admin.content.complaintsPlaceholder')}</p>
    </section>
  );
}

export { ComplaintsPage as Component };
