import { useEffect, useState, type RefObject } from 'react';

/** The element's content width in whole pixels, followed as it resizes (0 until it is measured). */
export function useElementWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const observed = element.current;
    if (!observed) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(observed);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
