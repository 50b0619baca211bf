import type { Language } from './Theme';

// Each script gets a face that really has its glyphs; the others follow as fallbacks so mixed text
// (an Amharic company name on an English page) still renders.
export function fontFamilyFor(language: Language): string {
  const latin = "'Noto Sans'";
  const arabic = "'Cairo', 'Noto Sans Arabic'";
  const ethiopic = "'Noto Sans Ethiopic'";
  const order =
    language === 'ar'
      ? [arabic, latin, ethiopic]
      : language === 'am'
        ? [ethiopic, latin, arabic]
        : [latin, arabic, ethiopic];
  return [...order, 'sans-serif'].join(', ');
}
