import { useEffect, type RefObject } from 'react';

/**
 * Marks the element `data-overflowing` while its content is wider than it (it scrolls sideways), as either
 * resizes (a window made narrower, the rows of another page). Set on the element itself, not through React's
 * state: a list of many rows is not drawn again for a mark that only its style reads. A ResizeObserver reports
 * after layout and before the frame is painted, so the mark never shows a frame late.
 */
export function useMarkOverflowing(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const mark = () => element.toggleAttribute('data-overflowing', element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
}
