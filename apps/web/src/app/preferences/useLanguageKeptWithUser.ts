import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { isLang, type Lang } from '@placement/domain';
import type { CurrentUser } from '../auth/currentUser';
import { usePreferences } from './PreferencesProvider';
import { SET_LANGUAGE } from './SET_LANGUAGE';
import { storedPreferences } from './storedPreferences';

/**
 * The interface language goes with the user, not only with the browser. Signed in, a language chosen in this
 * browser that the user's record does not hold yet (chosen signed out, or a save cut short by a page load) is
 * kept for them; otherwise the language the user last chose anywhere is shown. Every choice made afterwards is
 * kept. The language a page merely opens in is not a choice and is not saved. A save that fails is tried again
 * at the next page load: this tab remembers the unsaved choice (not the next person on a shared computer).
 */
export function useLanguageKeptWithUser(user: CurrentUser): void {
  const { language, setLanguage } = usePreferences();
  const [save] = useMutation(SET_LANGUAGE);
  // The language the user's record holds as far as this page knows (undefined until the user is first seen),
  // and the language shown while the user's own is still loading its words: nothing is saved until then.
  const kept = useRef<string | null | undefined>(undefined);
  const switchingFrom = useRef<Lang | null>(null);

  useEffect(() => {
    if (!user) return;
    if (kept.current === undefined) {
      kept.current = user.language ?? null;
      const unsaved = storedPreferences.unsavedLanguageChoice();
      if (unsaved && unsaved !== language) {
        switchingFrom.current = language;
        setLanguage(unsaved);
        return;
      }
      if (!unsaved && isLang(user.language) && user.language !== language) {
        switchingFrom.current = language;
        setLanguage(user.language);
        return;
      }
      if (!unsaved) kept.current = language;
    }
    if (switchingFrom.current === language) return;
    switchingFrom.current = null;
    if (kept.current === language) {
      storedPreferences.languageChoiceSaved(language);
      return;
    }
    kept.current = language;
    save({ variables: { language } }).then(
      () => storedPreferences.languageChoiceSaved(language),
      () => undefined,
    );
  }, [user, language, setLanguage, save]);
}
