import { useSignedOutMutation } from '../../../app/graphql/useSignedOutMutation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { dialCodeOf, label, registrationPhone, type RegistrationForm } from '@placement/domain';
import { Button, FormCard, PhoneField, TextField, useToast } from '@placement/ui';
import { errorMessage } from '../../../app/apollo/errorMessage';
import { useCaptcha } from '../../../app/captcha/useCaptcha';
import { lazyZodResolver } from '../../../app/forms/lazyZodResolver';
import { translateFormErrors } from '../../../app/forms/translateFormErrors';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { useSessionToken } from '../../../app/auth/session';
import { REGISTER } from '../api/SIGNED_OUT_ACCOUNT';
import { ProviderSignIn } from '../components/ProviderSignIn';

/**
 * /register: an agency asks for an account (country and phone, company name, e-mail, message, captcha), or
 * registers at once with an identity provider when the server has one (its own agency, named as typed here).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const navigate = useNavigate();
  const toast = useToast();
  const captcha = useCaptcha();
  const [register] = useSignedOutMutation(REGISTER);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegistrationForm>({
    resolver: translateFormErrors(
      lazyZodResolver(async () => (await import('../../../app/forms/signedOutRules')).registrationFormSchema),
      t,
    ),
    mode: 'onChange',
    defaultValues: { country: '', phone: '', name: '', email: '', message: '' },
  });
  const { isValid, isSubmitting } = form.formState;
  const token = useSessionToken();

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await register({
        variables: {
          input: {
            ...values,
            // The API checks this number with the same rule (registrationPhoneProblem).
            phone: registrationPhone(dialCodeOf(values.country) ?? '', values.phone),
            captcha: await captcha.solve(),
          },
        },
      });
      toast('success', t('public.register.submitted'));
      await navigate('/home');
    } catch (failure) {
      setError(errorMessage(failure));
      toast('error', errorMessage(failure));
    }
  });

  // Identity sign-in from this page signs the new (or known) user in: the app takes over.
  if (token) return <Navigate to="/app" replace />;

  return (
    <FormCard $wide>
      <h1>{t('public.register.title')}</h1>
      <p>{t('public.register.intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        <PhoneField
          control={form.control}
          countryName="country"
          phoneName="phone"
          label={t('public.register.phone')}
          countryPlaceholder={t('public.register.country')}
          // English keeps the spec's picker labels (UAE); the other languages name the country in their words.
          countryLabel={(entry) =>
            language === 'en' ? entry.label : label('country', entry.country, language)
          }
        />
        <TextField
          control={form.control}
          name="name"
          label={t('public.register.name')}
          autoComplete="organization"
        />
        <TextField
          control={form.control}
          name="email"
          type="email"
          label={t('public.register.email')}
          autoComplete="email"
        />
        <TextField control={form.control} name="message" label={t('public.register.message')} multiline />
        {captcha.widget}
        {error && (
          <p role="alert" data-testid="form-error">
            {error}
          </p>
        )}
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {isSubmitting ? t('login.captchaWaiting') : t('public.register.submit')}
        </Button>
      </form>
      <ProviderSignIn register={{ companyName: () => form.getValues('name') }} />
      <nav>
        <Link to="/login">{t('public.register.haveAccount')}</Link>
      </nav>
    </FormCard>
  );
}

export { RegisterPage as Component };
