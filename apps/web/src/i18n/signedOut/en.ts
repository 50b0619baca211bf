// The words every signed-out page shows (the sign-in form, the signed-out pages' titles and the app-wide words
// they share with the shell): the only catalogue part the entry chunk carries, so /login stays small. The other
// signed-out pages' words (public/) load with those pages; en.ts spreads both into the whole catalogue, whose
// signed-in words (the signed-in pages' titles among them: signedInPages/) load with the first /app page
// (app/i18n/words.ts).
export const signedOutEn = {
  app: {
    name: 'Placement',
    loading: 'Loading…',
    error: 'Something went wrong',
    errorDetail: 'The page could not be shown. Reload it, or go back to the start.',
    reload: 'Reload',
    uploaded: 'Upload successful',
    fileRemoved: 'File removed',
  },
  preferences: {
    language: 'Language',
    darkMode: 'Dark mode',
  },
  login: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    signUp: "Don't have an account? Sign up",
    captcha: 'Verification',
    captchaWaiting: 'Checking that you are a person…',
    or: 'or',
    withGoogle: 'Sign in with Google',
    registerWithGoogle: 'Register with Google',
    providerCompleting: 'Signing you in…',
    providerCancelled: 'The sign-in was cancelled at the provider',
    providerNotStartedHere: 'This sign-in was not started on this page: start it again',
  },
  account: {
    signedOut: 'You have signed out',
  },
  pages: {
    login: 'Sign in',
    register: 'Register',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    verify: 'Verify e-mail',
    statusTracking: 'Track status',
    home: 'Home',
  },
  // The forms' messages, which /login shows too (the rest of `public` loads with the other signed-out pages).
  public: {
    validation: {
      required: 'Required',
      minLength: 'Must be {{count}} characters at minimum',
      maxLength: 'Must be {{count}} characters or less',
      emailInvalid: 'Invalid email address',
      passwordsMustMatch: 'Passwords must match',
      countryNotInList: 'Choose a country from the list',
    },
  },
};

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Every language has the English keys of the signed-out part, each a string. */
export type SignedOutCatalogue = Strings<typeof signedOutEn>;
