import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useToast } from '@placement/ui';
import { session } from '../../../app/auth/session';
import type { ProviderSignInProps, SignInProvider } from './signInProvider';

/** What the page keeps while the browser is at the provider: the proof that the answer is for this sign-in. */
interface PendingSignIn {
  state: string;
  nonce: string;
  companyName?: string;
}

const PENDING_KEY = 'placement.providerSignIn';

const randomValue = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

// The sign-in's operation (and the GraphQL printer) load when the provider answers, not with /login.
const operations = () =>
  Promise.all([import('../../../app/graphql/requestGraphQL'), import('../api/PROVIDER_SIGN_IN')]);

/**
 * The provider's answer in the address's fragment (OpenID Connect's `id_token` response), taken out of the
 * address at once so the token stays in no history entry, bookmark or screenshot.
 */
function takeAnswer(): URLSearchParams | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (!fragment.has('id_token') && !fragment.has('error')) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return fragment;
}

function takePending(): PendingSignIn | null {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  try {
    return stored ? (JSON.parse(stored) as PendingSignIn) : null;
  } catch {
    return null;
  }
}

const Providers = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 16px;
  p {
    margin: 0;
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The identity sign-in's buttons (ProviderSignIn shows them when the server has a provider). The button sends the browser to the provider's sign-in page with a
 * fresh state and nonce; the provider sends it back here with an ID token, which the API verifies
 * (googleLogin). From /register (`register`) an unknown e-mail starts its own agency, named by the company name
 * typed so far.
 */
export function ProviderButtons({
  providers,
  register,
}: ProviderSignInProps & { providers: SignInProvider[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [completing, setCompleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answered = useRef(false);

  useEffect(() => {
    // React's development double effect must not send the one-time token twice.
    if (answered.current) return;
    answered.current = true;
    const answer = takeAnswer();
    if (!answer) return;
    const pending = takePending();
    const fail = (message: string) => {
      setError(message);
      toast('error', message);
    };
    if (!pending || answer.get('state') !== pending.state) return fail(t('login.providerNotStartedHere'));
    if (answer.has('error')) return fail(t('login.providerCancelled'));
    setCompleting(true);
    void operations()
      .then(([{ requestGraphQL }, { GOOGLE_LOGIN }]) =>
        requestGraphQL(GOOGLE_LOGIN, {
          idToken: answer.get('id_token') ?? '',
          nonce: pending.nonce,
          register: register ? { companyName: pending.companyName ?? '' } : null,
        }),
      )
      // The page's own redirect for a signed-in visitor takes over (to /app).
      .then((data) => session.start(data.googleLogin.token))
      .catch((failure: unknown) => fail(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => setCompleting(false));
  }, [register, t, toast]);

  const start = (provider: SignInProvider) => {
    const pending: PendingSignIn = {
      state: randomValue(),
      nonce: randomValue(),
      ...(register ? { companyName: register.companyName().trim() } : {}),
    };
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    const url = new URL(provider.authorizationUrl);
    url.search = new URLSearchParams({
      client_id: provider.clientId,
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: window.location.origin + window.location.pathname,
      state: pending.state,
      nonce: pending.nonce,
      prompt: 'select_account',
    }).toString();
    window.location.assign(url.toString());
  };

  return (
    <Providers>
      {providers.length > 0 && <p>{t('login.or')}</p>}
      {providers.map((provider) => (
        <Button
          key={provider.name}
          type="button"
          $variant="outlined"
          disabled={completing}
          onClick={() => start(provider)}
        >
          {register ? t('login.registerWithGoogle') : t('login.withGoogle')}
        </Button>
      ))}
      {completing && <p role="status">{t('login.providerCompleting')}</p>}
      {error && (
        <p role="alert" data-testid="provider-sign-in-error">
          {error}
        </p>
      )}
    </Providers>
  );
}
