// The three interface languages of the product; every user-facing text in this package is given in all three.
export type TextLanguage = 'en' | 'ar' | 'am';

export type Translated = Readonly<Record<TextLanguage, string>>;
