import 'altcha';
import type { Challenge } from 'altcha/types';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CHALLENGE } from './CAPTCHA_CHALLENGE';

export interface Captcha {
  /** The ALTCHA widget; place it inside the form. */
  widget: ReactElement;
  /** Fetches a fresh challenge from the API and solves it in the browser; resolves to the form's captcha value. */
  solve: () => Promise<string>;
}

// The API's public forms (sign-in, register, status lookup) take an ALTCHA proof-of-work payload. Each payload is
// accepted once, so every submit asks for a new challenge: the widget is invisible and works on submit, as the
// spec's invisible captcha does.
export function useCaptcha(): Captcha {
  const client = useApolloClient();
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElementTagNameMap['altcha-widget']>(null);

  const solve = useCallback(async () => {
    const widget = ref.current;
    if (!widget) throw new Error('The captcha is not on the page');
    const { data } = await client.query({ query: CAPTCHA_CHALLENGE, fetchPolicy: 'network-only' });
    if (!data) throw new Error('No captcha challenge from the server');
    const { __typename: _typename, ...challenge } = data.captchaChallenge as typeof data.captchaChallenge & {
      __typename?: string;
    };
    // The API issues the widget's v1 challenge format (altcha-lib/v1), which the widget still solves.
    await widget.configure({ challenge: challenge as unknown as Challenge });
    const result = await widget.verify();
    if (!result?.payload) throw new Error(t('login.captcha'));
    return result.payload;
  }, [client, t]);

  const widget = (
    <altcha-widget ref={ref} display="invisible" language={i18n.language} aria-label={t('login.captcha')} />
  );
  return { widget, solve };
}
