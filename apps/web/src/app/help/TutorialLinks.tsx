import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { TUTORIALS_FOR } from './TUTORIALS_FOR';

const Help = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: center;
  margin-block: 8px;
  font-size: 14px;
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * Links to the tutorial videos the operator set for a screen (spec 02 §2.7: from the Reports page, the employee
 * entry and the time-zone warning). Nothing is shown while there are none (sudan2 agencies see none).
 */
export function TutorialLinks({ topic }: { topic: 'employee' | 'reports' | 'timeZone' }) {
  const { t } = useTranslation();
  const { data } = useQuery(TUTORIALS_FOR, { variables: { topic } });
  const tutorials = data?.tutorials ?? [];
  if (tutorials.length === 0) return null;
  return (
    <Help aria-label={t('admin.content.help')}>
      {tutorials.map((tutorial) => (
        <Link key={tutorial._id} to={`/app/tutor/${tutorial._id}`}>
          {t('admin.content.watch', { title: tutorial.title })}
        </Link>
      ))}
    </Help>
  );
}
