import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /home: the landing page. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <main style={{ padding: 24 }}>
      <h1>{t('app.name')}</h1>
      <Link to="/login">{t('login.title')}</Link>
    </main>
  );
}

export { HomePage as Component };
