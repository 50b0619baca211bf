import { useEffect, useState } from 'react';
import { useTopBarSearch } from './topBarSearch';

/** The top bar's search text once the user has stopped typing for `ms` (spec: lists search after 1000 ms). */
export function useDebouncedSearch(ms = 1000): string {
  const text = useTopBarSearch();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
