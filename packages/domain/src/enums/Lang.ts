// The interface languages: English (default), Arabic (right to left) and Amharic (Ethiopian staff and documents).
export const LANGS = ['en', 'ar', 'am'] as const;
export type Lang = (typeof LANGS)[number];

/** Whether a value (a stored preference, a cookie, an API argument) is one of the interface languages. */
export function isLang(value: string | null | undefined): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? '');
}

// One text in every interface language.
export type LangText = Readonly<Record<Lang, string>>;

// The labels of an enumeration: every value has all three languages, so a missing translation fails typecheck.
export type EnumLabels<Value extends string> = Readonly<Record<Value, LangText>>;
