import type { i18n } from 'i18next';
import type { Lang } from '@placement/domain';
import { uiTextSignedOutEn, type FieldMessageText, type UiText, type UiTextSignedIn } from '@placement/ui';
import { signedOutEn } from '../../i18n/signedOut/en';

/**
 * Which words a screen needs: what every signed-out page shows, the other signed-out pages' own words
 * (public/), the whole catalogue (signed-in screens), or the validation messages' catalogue (a form's first
 * check, a field or toast with a message; the signed-in screens load it with 'all').
 */
export type WordSet = 'signedOut' | 'public' | 'all' | 'fieldMessages';

type Words_ = Record<string, unknown>;

/** What a set brings in one language: i18next's words, components' words, the fields' messages. */
interface Loaded {
  words?: Words_;
  componentText?: Partial<UiText>;
  fieldMessages?: FieldMessageText;
}

// Each language's words are chunks of their own, so a visitor downloads only the language shown, and the
// signed-out pages only their own part of it (the whole catalogue is most of the words and /login's budget is
// 150 KB). English signed-out words are in the entry: it is the default language. The components' words of the
// signed-out pages come in the same chunk as a language's signed-out words; those only other screens show come
// with the other signed-out pages' words and with the signed-in words.
const signedInComponentText: Record<Lang, () => Promise<UiTextSignedIn>> = {
  en: async () => (await import('@placement/ui/words/signedIn/en')).uiTextSignedInEn,
  ar: async () => (await import('@placement/ui/words/signedIn/ar')).uiTextSignedInAr,
  am: async () => (await import('@placement/ui/words/signedIn/am')).uiTextSignedInAm,
};

const loaders: Record<WordSet, Record<Lang, () => Promise<Loaded>>> = {
  signedOut: {
    en: async () => ({ words: signedOutEn, componentText: uiTextSignedOutEn }),
    ar: async () => {
      const { signedOutAr, uiTextSignedOutAr } = await import('../../i18n/signedOut/ar');
      return { words: signedOutAr, componentText: uiTextSignedOutAr };
    },
    am: async () => {
      const { signedOutAm, uiTextSignedOutAm } = await import('../../i18n/signedOut/am');
      return { words: signedOutAm, componentText: uiTextSignedOutAm };
    },
  },
  public: {
    en: async () => withComponentText('en', { public: (await import('../../i18n/public/en')).publicEn }),
    ar: async () => withComponentText('ar', { public: (await import('../../i18n/public/ar')).publicAr }),
    am: async () => withComponentText('am', { public: (await import('../../i18n/public/am')).publicAm }),
  },
  all: {
    en: async () => withComponentText('en', (await import('../../i18n/en')).en),
    ar: async () => withComponentText('ar', (await import('../../i18n/ar')).ar),
    am: async () => withComponentText('am', (await import('../../i18n/am')).am),
  },
  // The validation messages' catalogue with the key lookup (./fieldMessages): with the form rules on a signed-out
  // form's first check, with the signed-in words, or when a message comes before them (a server's toast).
  fieldMessages: {
    en: async () => ({ fieldMessages: (await import('./fieldMessages/en')).fieldMessagesEn }),
    ar: async () => ({ fieldMessages: (await import('./fieldMessages/ar')).fieldMessagesAr }),
    am: async () => ({ fieldMessages: (await import('./fieldMessages/am')).fieldMessagesAm }),
  },
};

async function withComponentText(language: Lang, words: Promise<Words_> | Words_): Promise<Loaded> {
  const [loaded, componentText] = await Promise.all([words, signedInComponentText[language]()]);
  return { words: loaded, componentText };
}

/**
 * The words an i18next instance holds, loaded before they are needed: `use('all')` before the first signed-in
 * screen, `load(language)` before a language is shown (the page keeps its current words until the new ones
 * are in, never showing keys).
 */
export class Words {
  private readonly sets = new Set<WordSet>(['signedOut']);
  private readonly loaded = new Set<string>();
  private readonly components = new Map<Lang, UiText>([['en', uiTextSignedOutEn as UiText]]);
  private readonly messages = new Map<Lang, FieldMessageText>();
  private readonly listeners = new Set<() => void>();
  private loads = 0;

  constructor(readonly i18n: i18n) {}

  /**
   * The components' words in a language already loaded (English before any is): the signed-out pages' part, and
   * with 'public' or 'all' every word.
   */
  componentWords(language: Lang): UiText {
    return this.components.get(language) ?? this.components.get('en')!;
  }

  /** The validation messages in a language, once loaded (`use('fieldMessages')`). */
  fieldMessages(language: Lang): FieldMessageText | undefined {
    return this.messages.get(language);
  }

  /** Called after each load that brought words (the components' words and messages are read from here). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever a load brought words. */
  version = (): number => this.loads;

  /**
   * `use`, for words a screen can do without: a form's check waits for the messages' catalogue so a message shows
   * in the page's language at once, but a catalogue that cannot be fetched must not stop the check (the field
   * then asks for it again, and shows the rule's own words if it still cannot come: App).
   */
  async tryUse(set: WordSet): Promise<void> {
    await this.use(set).catch(() => undefined);
  }

  /** Loads a set of words in the current language, and in every language switched to afterwards. */
  async use(set: WordSet): Promise<void> {
    this.sets.add(set);
    if (set === 'all') this.sets.add('fieldMessages');
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
        const { words, componentText, fieldMessages } = await loaders[set][language]();
        if (words) this.i18n.addResourceBundle(language, 'translation', words, true, true);
        if (componentText) {
          this.components.set(language, { ...this.components.get(language), ...componentText } as UiText);
        }
        if (fieldMessages) this.messages.set(language, fieldMessages);
        this.loaded.add(key);
      }),
    );
    this.loads += 1;
    this.listeners.forEach((listener) => listener());
    await this.load(language);
  }
}
