import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (window resize, rotation). `onServer`: what the
 * server's first paint (firstPaint/renderFirstPaint) assumes, having no window to ask.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
