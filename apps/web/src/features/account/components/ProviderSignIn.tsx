import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProviderSignInProps, SignInProvider } from './signInProvider';

const ProviderButtons = lazy(async () => ({ default: (await import('./ProviderButtons')).ProviderButtons }));

/**
 * The providers the server offers, asked with a fixed query text: /login learns at once whether there is a
 * button without loading the GraphQL parser and printer its JavaScript budget keeps out (budget e2e).
 */
async function configuredProviders(): Promise<SignInProvider[]> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: '{ signInProviders { name clientId authorizationUrl } }' }),
  });
  const body = (await response.json()) as { data?: { signInProviders?: SignInProvider[] } | null };
  return body.data?.signInProviders ?? [];
}

/**
 * Sign-in with an identity provider (spec 01 §2, on /login and /register): one button per provider the server
 * has configured, and nothing at all when it has none (the buttons' code then never loads). A page the
 * provider sent back to (its answer in the address's fragment) shows them at once, to finish the sign-in.
 */
export function ProviderSignIn({ register }: ProviderSignInProps) {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const [answered] = useState(() => /(^#|&)(id_token|error)=/.test(window.location.hash));

  useEffect(() => {
    let current = true;
    void configuredProviders()
      .then((offered) => current && setProviders(offered))
      // Without an answer there is no provider to offer: the password form is still there.
      .catch(() => current && setProviders([]));
    return () => {
      current = false;
    };
  }, []);

  if (providers.length === 0 && !answered) return null;
  return (
    <Suspense fallback={null}>
      <ProviderButtons providers={providers} {...(register ? { register } : {})} />
    </Suspense>
  );
}
