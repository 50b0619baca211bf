import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, SwipeableStepper } from '@placement/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import styled from 'styled-components';
import { SHARED_CVS } from '../api/cvOperations';
import { CvOnScreen } from '../components/CvOnScreen';

const Page = styled.main`
  max-width: 1000px;
  margin: 0 auto;
  padding: 12px;
  h1 {
    font-size: 20px;
    margin: 4px 0 12px;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  form label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
  }
  input {
    min-height: 36px;
    padding: 6px 8px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  footer {
    margin-block: 16px;
  }
  footer a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * /c/{link}, /c/ccp/{link}, /ccv/{link}: the CVs of a share link for a signed-out visitor, view only, one at a
 * time in a swipeable stepper (only the CVs within 2 of the current one are mounted).
 */
export function SharedCvPage() {
  const { t } = useTranslation();
  const { link = '' } = useParams();
  const [password, setPassword] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [index, setIndex] = useState(0);
  const [search] = useSearchParams();
  const { setLanguage } = usePreferences();
  const lng = search.get('lng');
  // A link sent through WhatsApp carries lng=ar: the agent's staff read it in Arabic.
  useEffect(() => {
    if (lng === 'ar' || lng === 'en' || lng === 'am') setLanguage(lng);
  }, [lng, setLanguage]);
  const { data, loading, error } = useQuery(SHARED_CVS, {
    variables: { link, password },
    fetchPolicy: 'network-only',
  });
  const needsPassword =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'PASSWORD_REQUIRED');
  const employees = data?.sharedEmployees ?? [];

  return (
    <Page>
      <h1>{t('cvs.sharedCvs')}</h1>
      {needsPassword ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setPassword(typed);
          }}
        >
          <p style={{ flexBasis: '100%' }}>{t('cvs.passwordNeeded')}</p>
          <label>
            {t('cvs.password')}
            <input
              type="password"
              autoComplete="current-password"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <Button type="submit">{t('cvs.open')}</Button>
        </form>
      ) : loading ? (
        <p role="status">{t('app.loading')}</p>
      ) : employees.length === 0 ? (
        <h2>{t('cvs.noCv')}</h2>
      ) : (
        <SwipeableStepper
          label={t('cvs.sharedCvs')}
          count={employees.length}
          index={Math.min(index, employees.length - 1)}
          onIndexChange={setIndex}
          renderSlide={(slide) => {
            const employee = employees[slide];
            return employee ? (
              <CvOnScreen employee={employee} source={{ kind: 'shared', link, password }} />
            ) : null;
          }}
        />
      )}
      <footer>
        <Link to="/ts">{t('cvs.checkStatus')}</Link>
      </footer>
    </Page>
  );
}

export { SharedCvPage as Component };
