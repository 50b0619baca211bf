import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@placement/domain';
import { am } from '../../i18n/am';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** One i18next instance with the three catalogues bundled: the app never fetches words at run time. */
export function createI18n(language: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    // Every catalogue has every key (typecheck), so there is nothing to fall back to.
    fallbackLng: false,
    resources: { en: { translation: en }, ar: { translation: ar }, am: { translation: am } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
