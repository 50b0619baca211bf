import type { LaidOutPage } from './LaidOutPage';
import type { PageDescription } from './PageDescription';
import type { PageLayout } from './PageLayout';

/**
 * Lays pages out and yields them in the order given, so a PDF is written page by page as they come. At most
 * `ahead` pages are queued or being laid out (by default two per thread: one working, one waiting), so a 500-page
 * batch never holds more than a handful of pages in memory.
 */
export async function* layOutInOrder(
  layout: PageLayout,
  descriptions: Iterable<PageDescription>,
  scale: number,
  ahead = layout.size * 2,
): AsyncGenerator<LaidOutPage> {
  const next = descriptions[Symbol.iterator]();
  const window: Promise<LaidOutPage>[] = [];
  const fill = () => {
    while (window.length < ahead) {
      const item = next.next();
      if (item.done) return;
      const page = layout.layOut(item.value, scale);
      // Awaited in order below; a later page failing first must not count as an unhandled rejection.
      page.catch(() => undefined);
      window.push(page);
    }
  };
  fill();
  for (let page = window.shift(); page; page = window.shift()) {
    const laidOut = await page;
    fill();
    yield laidOut;
  }
}
