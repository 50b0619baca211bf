import type { SignInProvider } from './signInProvider';

/** A server with a configured identity provider, for stories: only the providers query is answered. */
export function withConfiguredProvider(): () => void {
  const realFetch = globalThis.fetch;
  const provider: SignInProvider = {
    name: 'google',
    clientId: 'story-client-id',
    authorizationUrl: 'https://accounts.example.test/authorize',
  };
  globalThis.fetch = async (input, init) =>
    String(init?.body ?? '').includes('signInProviders')
      ? new Response(JSON.stringify({ data: { signInProviders: [provider] } }), {
          headers: { 'content-type': 'application/json' },
        })
      : realFetch(input, init);
  return () => {
    globalThis.fetch = realFetch;
  };
}
