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

/**
 * From the app's start: the drawn screen also goes when the app shows another page than the one drawn (a
 * redirect to /login, a link followed), or when any of the app's code fails, so a still picture of the list is
 * never left over a page that does not draw it.
 */
export function retireFirstPaintWhenLeft(router: {
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}): void {
  if (!document.getElementById('first-paint')) return;
  const drawnPath = location.pathname.replace(/\/+$/, '');
  const stop = router.subscribe((state) => {
    if (state.location.pathname.replace(/\/+$/, '') === drawnPath) return;
    retireFirstPaint();
    stop();
  });
  window.addEventListener('error', retireFirstPaint, { once: true });
  window.addEventListener('unhandledrejection', retireFirstPaint, { once: true });
}
