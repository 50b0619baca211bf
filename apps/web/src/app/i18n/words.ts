import type { i18n } from 'i18next';
import type { Lang } from '@placement/domain';
import { signedOutEn } from '../../i18n/signedOut/en';

/** Which words a screen needs: the signed-out pages' part, or the whole catalogue (signed-in screens). */
export type WordSet = 'signedOut' | 'all';

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
  all: {
    en: async () => (await import('../../i18n/en')).en,
    ar: async () => (await import('../../i18n/ar')).ar,
    am: async () => (await import('../../i18n/am')).am,
  },
};

/**
 * The words an i18next instance holds, loaded before they are needed: `use('all')` before the first signed-in
 * screen, `load(language)` before a language is shown (the page keeps its current words until the new ones
 * are in, never showing keys).
 */
export class Words {
  private readonly sets = new Set<WordSet>(['signedOut']);
  private readonly loaded = new Set<string>();

  constructor(readonly i18n: i18n) {}

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
        const words = await loaders[set][language]();
        this.i18n.addResourceBundle(language, 'translation', words, true, true);
        this.loaded.add(key);
      }),
    );
    await this.load(language);
  }
}
