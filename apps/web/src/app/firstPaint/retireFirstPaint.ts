import { useLayoutEffect } from 'react';

/**
 * Takes away the first screen the server drew (services/api web/firstPaint): the app's own page is drawn, or
 * the app went elsewhere. It sat over the app's root, which its style kept hidden until now.
 */
export function retireFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
  document.getElementById('first-paint-style')?.remove();
}

/**
 * For a page the server may have drawn: once its own rows are in the document (a layout effect, before the
 * browser paints), the drawn screen goes, so the two are never seen together and nothing is seen in between.
 */
export function useRetireFirstPaint(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) retireFirstPaint();
  }, [drawn]);
}
