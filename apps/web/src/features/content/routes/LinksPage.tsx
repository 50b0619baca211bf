import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { IMPORTANT_LINKS } from '../api/CONTENT';
import { Cards } from './TutorsPage';

/** /app/links: the Important Links cards (spec 02 §2.8), each opening its site in a new tab. */
export function LinksPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(IMPORTANT_LINKS);
  if (error) return <p role="alert">{error.message}</p>;
  if (loading) return <p aria-busy="true">{t('app.loading')}</p>;
  const links = data?.importantLinks ?? [];
  if (links.length === 0) return <p>{t('admin.content.noLinks')}</p>;
  return (
    <Cards>
      {links.map((link) => (
        <li key={link._id}>
          <h2>{link.title}</h2>
          <a href={link.url} target="_blank" rel="noreferrer noopener">
            {new URL(link.url).host}
          </a>
        </li>
      ))}
    </Cards>
  );
}

export { LinksPage as Component };
