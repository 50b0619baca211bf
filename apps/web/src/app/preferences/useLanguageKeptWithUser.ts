import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { LANGS, type Lang } from '@placement/domain';
import type { CurrentUser } from '../auth/currentUser';
import { usePreferences } from './PreferencesProvider';
import { SET_LANGUAGE } from './SET_LANGUAGE';

const isLang = (value: string | null | undefined): value is Lang =>
  (LANGS as readonly string[]).includes(value ?? '');

/**
 * The interface language goes with the user, not only with the browser: signed in, the language the user last
 * chose (anywhere) is shown; a user who never chose one keeps this browser's and it is kept for them; every later
 * choice is kept too. A save that fails is left: the browser still remembers the choice.
 */
export function useLanguageKeptWithUser(user: CurrentUser): void {
  const { language, setLanguage } = usePreferences();
  const [save] = useMutation(SET_LANGUAGE);
  // What the server holds (undefined until the user is first seen), and the language shown while the user's
  // own is still loading its words: nothing is saved until the switch has happened.
  const kept = useRef<string | null | undefined>(undefined);
  const switchingFrom = useRef<Lang | null>(null);

  useEffect(() => {
    if (!user) return;
    if (kept.current === undefined) {
      kept.current = user.language ?? null;
      if (isLang(user.language) && user.language !== language) {
        switchingFrom.current = language;
        setLanguage(user.language);
        return;
      }
    }
    if (switchingFrom.current === language) return;
    switchingFrom.current = null;
    if (kept.current === language) return;
    kept.current = language;
    save({ variables: { language } }).catch(() => undefined);
  }, [user, language, setLanguage, save]);
}
