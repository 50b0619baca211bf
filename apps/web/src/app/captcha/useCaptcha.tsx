import type {} from 'altcha';
import type { Challenge } from 'altcha/types';
import { useCallback, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface Captcha {
  /** The ALTCHA widget; place it inside the form. */
  widget: ReactElement;
  /** Fetches a fresh challenge from the API and solves it in the browser; resolves to the form's captcha value. */
  solve: () => Promise<string>;
}

// The widget's code (its size: docs/performance.md, "/login's budget") and the challenge request are loaded on the
// first submit, not with the page: the widget is invisible until then, and /login must stay within its 150 KB budget.
// The element is on the page from the start and becomes the widget when its definition arrives.
const loadWidget = async () => {
  await import('altcha');
  await customElements.whenDefined('altcha-widget');
};
const requestChallenge = async () => {
  const [{ requestGraphQL }, { CAPTCHA_CHALLENGE }] = await Promise.all([
    import('../graphql/requestGraphQL'),
    import('./CAPTCHA_CHALLENGE'),
  ]);
  return requestGraphQL(CAPTCHA_CHALLENGE);
};

// The API's public forms (sign-in, register, status lookup) take an ALTCHA proof-of-work payload. Each payload is
// accepted once, so every submit asks for a new challenge: the widget is invisible and works on submit, as the
// spec's invisible captcha does.
export function useCaptcha(): Captcha {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElementTagNameMap['altcha-widget']>(null);

  const solve = useCallback(async () => {
    const [data] = await Promise.all([requestChallenge(), loadWidget()]);
    const widget = ref.current;
    if (!widget) throw new Error('The captcha is not on the page');
    // The API issues the widget's v1 challenge format (altcha-lib/v1), which the widget still solves.
    await widget.configure({ challenge: data.captchaChallenge as unknown as Challenge });
    const result = await widget.verify();
    if (!result?.payload) throw new Error(t('login.captcha'));
    return result.payload;
  }, [t]);

  const widget = (
    <altcha-widget ref={ref} display="invisible" language={i18n.language} aria-label={t('login.captcha')} />
  );
  return { widget, solve };
}
