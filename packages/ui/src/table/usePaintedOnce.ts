import { useEffect, useState } from 'react';

/**
 * False until `shown` has been true through one painted frame, then true for good: work that may wait (a query
 * for a closed panel) starts after the frame that draws what the user came for, not in it.
 */
export function usePaintedOnce(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    // An animation frame runs just before the frame is painted; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      afterPaint = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
    };
  }, [shown, painted]);
  return painted;
}
