import type { i18n } from 'i18next';
import type { Lang } from '@placement/domain';
import { uiWordsEn, type UiWords } from '@placement/ui';
import { signedOutEn } from '../../i18n/signedOut/en';

/**
 * Which words a screen needs: what every signed-out page shows, the other signed-out pages' own words
 * (public/), or the whole catalogue (signed-in screens).
 */
export type WordSet = 'signedOut' | 'public' | 'all';

type Words_ = Record<string, unknown>;

// Each language's words are chunks of their own, so a visitor downloads only the language shown, and the
// signed-out pages only their own part of it (the whole catalogue is most of the words and /login's budget is
// 150 KB). English signed-out words are in the entry: it is the default language.
const loaders: Record<WordSet, Record<Lang, () => Promise<Words_>>> = {
  signedOut: {
    en: async () => signedOutEn,
    ar: async () => (await import('../../i18n/signedOut/ar')).signedOutAr,
    am: async () => (await import('../../i18n/signedOut/am')).signedOutAm,
  },
  public: {
    en: async () => ({ public: (await import('../../i18n/public/en')).publicEn }),
    ar: async () => ({ public: (await import('../../i18n/public/ar')).publicAr }),
    am: async () => ({ public: (await import('../../i18n/public/am')).publicAm }),
  },
  all: {
    en: async () => (await import('../../i18n/en')).en,
    ar: async () => (await import('../../i18n/ar')).ar,
    am: async () => (await import('../../i18n/am')).am,
  },
};

// The components' own words and validation messages (packages/ui), in the same chunk as a language's
// signed-out words: the entry carries English only.
const componentLoaders: Record<Lang, () => Promise<UiWords>> = {
  en: async () => uiWordsEn,
  ar: async () => (await import('../../i18n/signedOut/ar')).uiWordsAr,
  am: async () => (await import('../../i18n/signedOut/am')).uiWordsAm,
};

/**
 * The words an i18next instance holds, loaded before they are needed: `use('all')` before the first signed-in
 * screen, `load(language)` before a language is shown (the page keeps its current words until the new ones
 * are in, never showing keys).
 */
export class Words {
  private readonly sets = new Set<WordSet>(['signedOut']);
  private readonly loaded = new Set<string>();
  private readonly components = new Map<Lang, UiWords>([['en', uiWordsEn]]);

  constructor(readonly i18n: i18n) {}

  /** The components' words in a language already loaded (English before any is). */
  componentWords(language: Lang): UiWords {
    return this.components.get(language) ?? uiWordsEn;
  }

  /** Loads a set of words in the current language, and in every language switched to afterwards. */
  async use(set: WordSet): Promise<void> {
    this.sets.add(set);
    await this.load(this.i18n.language as Lang);
  }

  /** Loads every set in use for a language (also one taken into use while this call waited). */
  async load(language: Lang): Promise<void> {
    const missing = [...this.sets].filter((set) => !this.loaded.has(`${set}:${language}`));
    if (missing.length === 0) return;
    await Promise.all(
      missing.map(async (set) => {
        const key = `${set}:${language}`;
        if (this.loaded.has(key)) return;
        const [words, components] = await Promise.all([
          loaders[set][language](),
          set === 'signedOut' ? componentLoaders[language]() : undefined,
        ]);
        this.i18n.addResourceBundle(language, 'translation', words, true, true);
        if (components) this.components.set(language, components);
        this.loaded.add(key);
      }),
    );
    await this.load(language);
  }
}
