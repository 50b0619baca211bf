// The interface languages: English (default), Arabic (right to left) and Amharic (Ethiopian staff and documents).
export const LANGS = ['en', 'ar', 'am'] as const;
export type Lang = (typeof LANGS)[number];

// One text in every interface language.
export type LangText = Readonly<Record<Lang, string>>;

// The labels of an enumeration: every value has all three languages, so a missing translation fails typecheck.
export type EnumLabels<Value extends string> = Readonly<Record<Value, LangText>>;
