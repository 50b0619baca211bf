// The top-bar search box appears only on list pages (spec 01 §2.9): addresses containing one of these words.
const LIST_WORDS = ['employees', 'coms', 'companies', 'cvs', 'pcv', 'users'] as const;

export function searchShownFor(pathname: string): boolean {
  return LIST_WORDS.some((word) => pathname.includes(word));
}
