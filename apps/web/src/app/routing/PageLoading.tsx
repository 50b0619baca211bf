import { useTranslation } from 'react-i18next';

/** Shown while a route's module or the signed-in user loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ padding: 24 }}>
      {t('app.loading')}
    </p>
  );
}
