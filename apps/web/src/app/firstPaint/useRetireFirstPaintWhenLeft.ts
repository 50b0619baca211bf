import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { retireFirstPaint } from './retireFirstPaint';

/**
 * For the signed-in pages' guard (routing/RequireSignIn), in their code rather than the entry's (/login's budget):
 * the screen the server drew also goes when the app shows another page than the one drawn (a link followed), when
 * the signed-in pages are left (a sign-in that ended sends the visitor to /login), or when any of the app's code
 * fails, so a still picture of the list is never left over a page that does not draw it.
 */
export function useRetireFirstPaintWhenLeft(): void {
  const { pathname } = useLocation();
  const drawnPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== drawnPath.current) retireFirstPaint();
  }, [pathname]);
  useEffect(() => {
    window.addEventListener('error', retireFirstPaint);
    window.addEventListener('unhandledrejection', retireFirstPaint);
    return () => {
      window.removeEventListener('error', retireFirstPaint);
      window.removeEventListener('unhandledrejection', retireFirstPaint);
      retireFirstPaint();
    };
  }, []);
}
