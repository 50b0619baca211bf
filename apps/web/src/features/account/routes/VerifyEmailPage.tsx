import { useSignedOutMutation } from '../../../app/graphql/useSignedOutMutation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, FormCard, useToast } from '@placement/ui';
import { errorMessage } from '../../../app/apollo/errorMessage';
import { RESEND_VERIFICATION_EMAIL, VERIFY_EMAIL } from '../api/SIGNED_OUT_ACCOUNT';

/**
 * /verify/{id}/{token}/{expires}/{signature}: the link of the verification e-mail. It verifies on load and goes
 * on to /login; when the link fails it shows why and offers a new e-mail.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { id = '', token = '', expires = '', signature = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [verifyEmail] = useSignedOutMutation(VERIFY_EMAIL);
  const [resend, resending] = useSignedOutMutation(RESEND_VERIFICATION_EMAIL);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  // A link works once: the check must not run twice (React runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail({ variables: { input: { id, token, expires, signature } } })
      .then(async () => {
        toast('success', t('public.verify.verified'));
        await navigate('/login', { replace: true });
      })
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, [verifyEmail, id, token, expires, signature, toast, t, navigate]);

  const onResend = async () => {
    try {
      await resend({ variables: { id } });
      setResent(true);
    } catch (failure) {
      toast('error', errorMessage(failure));
    }
  };

  return (
    <FormCard aria-busy={!error}>
      <h1>{t('public.verify.title')}</h1>
      {!error && <p role="status">{t('public.verify.checking')}</p>}
      {error && (
        <>
          <p role="alert">{error}</p>
          {resent ? (
            <p role="status">{t('public.verify.resent')}</p>
          ) : (
            <Button type="button" onClick={() => void onResend()} disabled={resending.loading}>
              {t('public.verify.resend')}
            </Button>
          )}
        </>
      )}
    </FormCard>
  );
}

export { VerifyEmailPage as Component };
