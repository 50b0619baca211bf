import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatNumber } from '@placement/domain';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { TUTORIALS } from '../api/CONTENT';
import { excerpt } from '../api/videoEmbedUrl';

export const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius * 2}px;
    background: ${({ theme }) => theme.colors.surface};
    padding: 16px;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  h2 {
    font-size: 16px;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius}px;
  }
`;

/** /app/tutors: a card per video with its number, title, the first 100 characters and Watch Video. */
export function TutorsPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { data, loading, error } = useQuery(TUTORIALS);
  if (error) return <p role="alert">{error.message}</p>;
  if (loading) return <p aria-busy="true">{t('app.loading')}</p>;
  const tutorials = data?.tutorials ?? [];
  if (tutorials.length === 0) return <p>{t('admin.content.noTutors')}</p>;
  return (
    <Cards>
      {tutorials.map((tutorial, index) => (
        <li key={tutorial._id}>
          <span aria-hidden="true">{formatNumber(index + 1, language)}</span>
          {tutorial.image && <img src={tutorial.image} alt="" />}
          <h2 dir="auto">{tutorial.title}</h2>
          <p dir="auto">{excerpt(tutorial.content)}</p>
          <Link to={`/app/tutor/${tutorial._id}`}>{t('admin.content.watchVideo')}</Link>
        </li>
      ))}
    </Cards>
  );
}

export { TutorsPage as Component };
