// Numbers on Arabic screens and documents use Arabic-Indic digits (the ar-SA locale); everything else en-US.
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

export function toArabicDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => ARABIC_DIGITS[Number(digit)] ?? digit);
}

const formatters = {
  ar: new Intl.NumberFormat('ar-SA-u-nu-arab'),
  en: new Intl.NumberFormat('en-US'),
};

export function numberLocale(lang: string): 'ar-SA' | 'en-US' {
  return lang === 'ar' ? 'ar-SA' : 'en-US';
}

export function formatNumber(value: number, lang: string = 'en'): string {
  return (lang === 'ar' ? formatters.ar : formatters.en).format(value);
}
