import { useEffect, useState } from 'react';

// The list's search waits until typing pauses (spec: 1000 ms) so a clerk's typing is one request, not ten.
export const SEARCH_DEBOUNCE_MS = 1000;

export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
