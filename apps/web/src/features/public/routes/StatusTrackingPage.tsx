import { useSignedOutMutation } from '../../../app/graphql/useSignedOutMutation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { statusLabel, statusSearchTextSchema } from '@placement/domain';
import { Button, FormCard, TextField } from '@placement/ui';
import { errorMessage } from '../../../app/apollo/errorMessage';
import { useCaptcha } from '../../../app/captcha/useCaptcha';
import { translateFormErrors } from '../../../app/forms/translateFormErrors';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { CHECK_STATUS } from '../api/CHECK_STATUS';

const Result = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 16px 0 0;
  padding: 16px;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const statusFormSchema = z.object({ searchText: statusSearchTextSchema });
type StatusForm = z.infer<typeof statusFormSchema>;

interface Found {
  name: string;
  status: string;
}

/** /ts: anyone checks where an application stands by passport or application number, after the captcha. */
export function StatusTrackingPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const captcha = useCaptcha();
  const [checkStatus] = useSignedOutMutation(CHECK_STATUS);
  const [outcome, setOutcome] = useState<{ found: Found } | { error: string } | null>(null);
  const form = useForm<StatusForm>({
    resolver: translateFormErrors(zodResolver(statusFormSchema), t),
    mode: 'onChange',
    defaultValues: { searchText: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  // The captcha runs first on submit (spec 02 §2.5); the server's message is shown as it comes.
  const onSubmit = form.handleSubmit(async ({ searchText }) => {
    setOutcome(null);
    try {
      const { data } = await checkStatus({
        variables: { input: { searchText, captcha: await captcha.solve() } },
      });
      if (data) setOutcome({ found: data.recaptchaCheckStatus });
    } catch (failure) {
      setOutcome({ error: errorMessage(failure) });
    }
  });

  return (
    <FormCard>
      <h1>{t('public.status.title')}</h1>
      <p>{t('public.status.intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        <TextField control={form.control} name="searchText" label={t('public.status.searchText')} />
        {captcha.widget}
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {isSubmitting ? t('public.status.captchaWaiting') : t('public.status.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {outcome && 'error' in outcome && <p role="alert">{outcome.error}</p>}
        {outcome && 'found' in outcome && (
          <Result data-testid="status-result">
            <dt>{t('public.status.name')}</dt>
            <dd>
              <bdi>{outcome.found.name}</bdi>
            </dd>
            <dt>{t('public.status.current')}</dt>
            <dd>{statusLabel(outcome.found.status, language)}</dd>
          </Result>
        )}
      </div>
    </FormCard>
  );
}

export { StatusTrackingPage as Component };
