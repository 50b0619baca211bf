import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, FormCard, PasswordInput, TextInput, useToast } from '@placement/ui';
import { useSessionToken } from '../../../app/auth/session';
import { useSignIn } from '../../../app/auth/useSignIn';
import { useCaptcha } from '../../../app/captcha/useCaptcha';
import { ProviderSignIn } from '../components/ProviderSignIn';
import { useSignInForm } from '../components/useSignInForm';

/**
 * /login: e-mail and password, the invisible captcha on submit, identity sign-in when the server has a provider,
 * forgot-password and sign-up links.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const captcha = useCaptcha();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useSignInForm(async (values) => {
    setError(null);
    try {
      await signIn({ ...values, captcha: await captcha.solve() });
      await navigate('/app', { replace: true });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      toast('error', message);
    }
  });

  if (token) return <Navigate to="/app" replace />;

  return (
    <FormCard>
      <h1>{t('login.title')}</h1>
      <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <TextInput
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.errors.email}
          ref={form.refs.email}
        />
        <PasswordInput
          name="password"
          label={t('login.password')}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={form.errors.password}
          ref={form.refs.password}
        />
        {captcha.widget}
        {error && (
          <p role="alert" data-testid="sign-in-error">
            {error}
          </p>
        )}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('login.captchaWaiting') : t('login.submit')}
        </Button>
      </form>
      <ProviderSignIn />
      <nav>
        <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
        <Link to="/register">{t('login.signUp')}</Link>
      </nav>
    </FormCard>
  );
}

export { LoginPage as Component };
