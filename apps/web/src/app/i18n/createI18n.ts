import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@placement/domain';
import type { en } from '../../i18n/en';
import { signedOutEn } from '../../i18n/signedOut/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/**
 * One i18next instance holding the English words of the signed-out pages, the only words the entry chunk
 * carries. The other languages and the signed-in words are added by `Words` (./words.ts) from the app's own
 * chunks before they are shown: nothing is fetched from anywhere else.
 */
export function createI18n(language: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    // Every catalogue has every key (typecheck), so there is nothing to fall back to.
    fallbackLng: false,
    resources: { en: { translation: signedOutEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
    // i18next otherwise advertises its vendor's service in every user's browser console.
    showSupportNotice: false,
  });
  return instance;
}
