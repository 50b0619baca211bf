import { useSignedOutMutation } from '../../../app/graphql/useSignedOutMutation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForgotPasswordForm } from '@placement/domain';
import { Button, FormCard, TextField, useToast } from '@placement/ui';
import { errorMessage } from '../../../app/apollo/errorMessage';
import { lazyZodResolver } from '../../../app/forms/lazyZodResolver';
import { translateFormErrors } from '../../../app/forms/translateFormErrors';
import { FORGOT_PASSWORD } from '../api/SIGNED_OUT_ACCOUNT';

/** /forgotPassword: asks for a reset link by e-mail; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [requestLink] = useSignedOutMutation(FORGOT_PASSWORD);
  const [outcome, setOutcome] = useState<{ sent: true } | { error: string } | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: translateFormErrors(
      lazyZodResolver(
        async () => (await import('../../../app/forms/signedOutRules')).forgotPasswordFormSchema,
      ),
      t,
    ),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await requestLink({ variables: { input: values } });
      // Said on the page, where it stays: the visitor reads it before opening the mail.
      setOutcome({ sent: true });
    } catch (failure) {
      setOutcome({ error: errorMessage(failure) });
      toast('error', errorMessage(failure));
    }
  });

  return (
    <FormCard>
      <h1>{t('public.forgot.title')}</h1>
      <p>{t('public.forgot.intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          control={form.control}
          name="email"
          type="email"
          label={t('public.forgot.email')}
          autoComplete="email"
        />
        {outcome && 'sent' in outcome && <p role="status">{t('public.forgot.sent')}</p>}
        {outcome && 'error' in outcome && <p role="alert">{outcome.error}</p>}
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {t('public.forgot.submit')}
        </Button>
      </form>
      <nav>
        <Link to="/login">{t('public.forgot.backToSignIn')}</Link>
      </nav>
    </FormCard>
  );
}

export { ForgotPasswordPage as Component };
