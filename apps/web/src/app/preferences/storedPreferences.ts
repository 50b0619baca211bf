import { LANGS, type Lang } from '@placement/domain';
import type { Mode } from '@placement/ui';

// Language and light/dark mode are remembered in this browser (spec: the choice is kept across visits).
const LANGUAGE_KEY = 'placement.language';
const MODE_KEY = 'placement.mode';

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
    return (LANGS as readonly string[]).includes(stored ?? '') ? (stored as Lang) : 'en';
  },
  mode(): Mode {
    return read(MODE_KEY) === 'dark' ? 'dark' : 'light';
  },
  saveLanguage(language: Lang): void {
    localStorage.setItem(LANGUAGE_KEY, language);
  },
  saveMode(mode: Mode): void {
    localStorage.setItem(MODE_KEY, mode);
  },
};
