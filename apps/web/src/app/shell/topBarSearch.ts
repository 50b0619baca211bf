import { createContext, useContext } from 'react';

/** The text typed in the top bar's search box; list screens read it (and debounce it themselves). */
export const TopBarSearchContext = createContext('');

export function useTopBarSearch(): string {
  return useContext(TopBarSearchContext);
}
