import { isLang, type Lang } from '@placement/domain';
import type { Mode } from '@placement/ui';

// Language and light/dark mode are remembered in this browser (spec: the choice is kept across visits).
const LANGUAGE_KEY = 'placement.language';
const MODE_KEY = 'placement.mode';
// A language chosen in this browser that the signed-in user's record does not hold yet (a choice made signed out,
// or one whose save a page load cut short): kept until the server has it, in this tab's session only, so on a
// shared computer a choice someone made signed out and walked away from is not saved for the next person.
const UNSAVED_CHOICE_KEY = 'placement.language.unsaved';

function read(key: string, storage: () => Storage = () => localStorage): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
const session = () => sessionStorage;
/** Marks the tab's session; a browser that refuses session storage only loses the mark, never the choice. */
function markSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // No session storage here: the choice is still shown, it just is not kept for the user at sign-in.
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
    markSession(UNSAVED_CHOICE_KEY, language);
  },
  /** The language chosen here that the user's record may not hold yet, if any. */
  unsavedLanguageChoice(): Lang | null {
    const stored = read(UNSAVED_CHOICE_KEY, session);
    return isLang(stored) ? stored : null;
  },
  languageChoiceSaved(language: Lang): void {
    if (read(UNSAVED_CHOICE_KEY, session) === language) markSession(UNSAVED_CHOICE_KEY, null);
  },
  saveMode(mode: Mode): void {
    localStorage.setItem(MODE_KEY, mode);
  },
};
