import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { signInFormSchema, type SignInForm } from '@placement/domain';
import { Button, FormCard, PasswordField, TextField, useToast } from '@placement/ui';
import { useSessionToken } from '../../../app/auth/session';
import { useSignIn } from '../../../app/auth/useSignIn';
import { useCaptcha } from '../../../app/captcha/useCaptcha';
import { translateFormErrors } from '../../../app/forms/translateFormErrors';

/** /login: e-mail and password, the invisible captcha on submit, forgot-password and sign-up links. */
export function LoginPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const captcha = useCaptcha();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignInForm>({
    resolver: translateFormErrors(zodResolver(signInFormSchema), t),
    defaultValues: { email: '', password: '' },
  });

  if (token) return <Navigate to="/app" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
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

  return (
    <FormCard>
      <h1>{t('login.title')}</h1>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          control={form.control}
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
        />
        <PasswordField control={form.control} name="password" label={t('login.password')} />
        {captcha.widget}
        {error && (
          <p role="alert" data-testid="sign-in-error">
            {error}
          </p>
        )}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('login.captchaWaiting') : t('login.submit')}
        </Button>
      </form>
      <nav>
        <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
        <Link to="/register">{t('login.signUp')}</Link>
      </nav>
    </FormCard>
  );
}

export { LoginPage as Component };
