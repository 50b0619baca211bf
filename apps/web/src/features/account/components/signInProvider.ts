// The provider the server offers and the props of its sign-in, apart from both components: the buttons are
// loaded lazily by ProviderSignIn and need these types, which would otherwise make an import cycle.

export interface SignInProvider {
  name: string;
  clientId: string;
  authorizationUrl: string;
}

export interface ProviderSignInProps {
  /** From /register: an unknown e-mail starts its own agency, named by the company name typed so far. */
  register?: { companyName: () => string };
}
