import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedPreferences } from './storedPreferences';

/** A Storage as far as the preferences touch it. */
function memoryStorage() {
  const stored = new Map<string, string>();
  return {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
  };
}

describe('a language chosen in this browser', () => {
  let tab: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    tab = memoryStorage();
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', tab);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is shown again, and waits to be kept for whoever signs in in this tab until the server has it', () => {
    storedPreferences.saveLanguage('am');
    expect(storedPreferences.language()).toBe('am');
    expect(storedPreferences.unsavedLanguageChoice()).toBe('am');
    storedPreferences.languageChoiceSaved('ar');
    expect(storedPreferences.unsavedLanguageChoice()).toBe('am');
    storedPreferences.languageChoiceSaved('am');
    expect(storedPreferences.unsavedLanguageChoice()).toBeNull();
  });

  it('is not saved for the next person on a shared computer once that tab is gone', () => {
    storedPreferences.saveLanguage('ar');
    // Someone chose Arabic signed out and walked away; the next person opens a new tab (a new session).
    tab.clear();
    expect(storedPreferences.language()).toBe('ar');
    expect(storedPreferences.unsavedLanguageChoice()).toBeNull();
  });
});
