import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import styled from 'styled-components';
import { signInFormSchema, type SignInForm } from '@placement/domain';
import { Button, PasswordField, TextField, useToast } from '@placement/ui';
import { useSessionToken } from '../../../app/auth/session';
import { useSignIn } from '../../../app/auth/useSignIn';
import { useCaptcha } from '../../../app/captcha/useCaptcha';

const Card = styled.main`
  max-width: 420px;
  margin: 48px auto;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  form {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  nav {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    margin-top: 16px;
    flex-wrap: wrap;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

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
    resolver: zodResolver(signInFormSchema),
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
    <Card>
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
    </Card>
  );
}

export { LoginPage as Component };
