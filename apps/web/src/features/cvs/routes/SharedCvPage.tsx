import { useQuery } from '@apollo/client/react';
import { Button, useToast } from '@placement/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { SHARED_CVS } from '../api/cvOperations';
import { CvStepper } from '../components/CvStepper';
import { downloadSharedCv } from '../components/downloadSharedCv';
import { PublicCvFrame } from '../components/PublicCvFrame';
import { PublicCvRefusal } from '../components/PublicCvRefusal';
import { publicRefusal } from '../components/publicRefusal';

const PasswordForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  p {
    flex-basis: 100%;
  }
  label {
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
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: 8px;
`;

/**
 * /c/{link}, /c/ccp/{link}, /ccv/{link}: the CVs of a share link for a signed-out visitor, view only, one at a
 * time in a swipeable stepper (only the CVs within 2 of the current one are mounted), each with Download CV.
 */
export function SharedCvPage() {
  const { t } = useTranslation();
  const { link = '' } = useParams();
  const [password, setPassword] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [downloading, setDownloading] = useState(false);
  const toast = useToast();
  const { data, loading, error } = useQuery(SHARED_CVS, {
    variables: { link, password },
    fetchPolicy: 'network-only',
  });
  const needsPassword = publicRefusal(error)?.kind === 'password';
  const employees = data?.sharedEmployees ?? [];

  return (
    <PublicCvFrame title={t('cvs.sharedCvs')}>
      {needsPassword ? (
        <PasswordForm
          onSubmit={(event) => {
            event.preventDefault();
            setPassword(typed);
          }}
        >
          {/* Asked again after a password was sent: that one was wrong. */}
          {password === null ? (
            <p>{t('cvs.passwordNeeded')}</p>
          ) : (
            <p role="alert">{t('cvs.passwordWrong')}</p>
          )}
          <label>
            {t('cvs.password')}
            <input
              type="password"
              autoComplete="current-password"
              aria-invalid={password !== null}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <Button type="submit">{t('cvs.open')}</Button>
        </PasswordForm>
      ) : loading ? (
        <p role="status">{t('app.loading')}</p>
      ) : employees.length === 0 ? (
        <PublicCvRefusal error={error} />
      ) : (
        <CvStepper
          label={t('cvs.sharedCvs')}
          employees={employees}
          source={{ kind: 'shared', link, password }}
          actions={(employee) => (
            <Actions>
              <Button
                type="button"
                disabled={downloading}
                onClick={() => {
                  setDownloading(true);
                  downloadSharedCv(link, password, employee)
                    .catch((failure: Error) => toast('error', failure.message))
                    .finally(() => setDownloading(false));
                }}
              >
                {downloading ? t('cvs.downloading') : t('cvs.downloadCv')}
              </Button>
            </Actions>
          )}
        />
      )}
    </PublicCvFrame>
  );
}

export { SharedCvPage as Component };
