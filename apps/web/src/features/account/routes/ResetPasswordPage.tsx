import { useSignedOutMutation } from '../../../app/graphql/useSignedOutMutation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ResetPasswordForm } from '@placement/domain';
import { Button, FormCard, PasswordField, useToast } from '@placement/ui';
import { errorMessage } from '../../../app/apollo/errorMessage';
import { lazyZodResolver } from '../../../app/forms/lazyZodResolver';
import { translateFormErrors } from '../../../app/forms/translateFormErrors';
import { RESET_USER_PASSWORD } from '../api/SIGNED_OUT_ACCOUNT';

/** /reset/{id}/{token}: the reset link of the e-mail; a new password twice, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { id = '', token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [resetPassword] = useSignedOutMutation(RESET_USER_PASSWORD);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: translateFormErrors(
      lazyZodResolver(
        async () => (await import('../../../app/forms/signedOutRules')).resetPasswordFormSchema,
      ),
      t,
    ),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPassword({ variables: { input: { id, token, ...values } } });
      toast('success', t('public.reset.done'));
      await navigate('/login', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
      toast('error', errorMessage(failure));
    }
  });

  return (
    <FormCard>
      <h1>{t('public.reset.title')}</h1>
      <form noValidate onSubmit={onSubmit}>
        <PasswordField
          control={form.control}
          name="password"
          label={t('public.reset.password')}
          autoComplete="new-password"
        />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label={t('public.reset.confirmPassword')}
          autoComplete="new-password"
        />
        {error && <p role="alert">{error}</p>}
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {t('public.reset.submit')}
        </Button>
      </form>
      <nav>
        <Link to="/forgotPassword">{t('public.reset.newLink')}</Link>
        <Link to="/login">{t('public.forgot.backToSignIn')}</Link>
      </nav>
    </FormCard>
  );
}

export { ResetPasswordPage as Component };
