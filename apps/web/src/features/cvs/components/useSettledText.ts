import { useEffect, useState } from 'react';

/** The spec's search debounce: a search runs once the user has stopped typing for a second. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** A typed text once it has stopped changing for `ms`. */
export function useSettledText(text: string, ms = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
