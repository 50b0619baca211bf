import { isLang, type Lang } from '@placement/domain';
import type { Mode } from '@placement/ui';

// Language and light/dark mode are remembered in this browser (spec: the choice is kept across visits).
const LANGUAGE_KEY = 'placement.language';
const MODE_KEY = 'placement.mode';
// A language chosen in this browser that the signed-in user's record does not hold yet (a choice made signed out,
// or one whose save a page load cut short): kept until the server has it.
const UNSAVED_CHOICE_KEY = 'placement.language.unsaved';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const storedPreferences = {
  language(): Lang {
    const stored = read(LANGUAGE_KEY);
    return isLang(stored) ? stored : 'en';
  },
  mode(): Mode {
    return read(MODE_KEY) === 'dark' ? 'dark' : 'light';
  },
  saveLanguage(language: Lang): void {
    localStorage.setItem(LANGUAGE_KEY, language);
    localStorage.setItem(UNSAVED_CHOICE_KEY, language);
  },
  /** The language chosen here that the user's record may not hold yet, if any. */
  unsavedLanguageChoice(): Lang | null {
    const stored = read(UNSAVED_CHOICE_KEY);
    return isLang(stored) ? stored : null;
  },
  languageChoiceSaved(language: Lang): void {
    if (read(UNSAVED_CHOICE_KEY) === language) localStorage.removeItem(UNSAVED_CHOICE_KEY);
  },
  saveMode(mode: Mode): void {
    localStorage.setItem(MODE_KEY, mode);
  },
};
