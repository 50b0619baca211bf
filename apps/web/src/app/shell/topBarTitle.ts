import type { Lang } from '@placement/domain';

/**
 * The top bar's title (spec 01 §2, Shell): the company's Amharic name when the interface is right to left, and
 * in the Amharic interface too (the reading the agencies' Ethiopian staff expect); the page's title otherwise
 * or when the company has no Amharic name.
 */
export function topBarTitle(pageTitle: string, language: Lang, nameAmharic: string | null | undefined) {
  const amharic = (nameAmharic ?? '').trim();
  if (amharic && (language === 'ar' || language === 'am')) {
    return { title: amharic, direction: language === 'ar' ? ('rtl' as const) : ('ltr' as const) };
  }
  return { title: pageTitle, direction: 'auto' as const };
}
