// The top bar's search box shows on the lists it filters: pages whose address contains one of these words.
export const TOP_BAR_SEARCH_PAGES = ['employees', 'coms', 'companies', 'cvs', 'pcv', 'users'] as const;

export function canSearchInTopBar(path: string): boolean {
  return TOP_BAR_SEARCH_PAGES.some((page) => path.includes(page));
}
