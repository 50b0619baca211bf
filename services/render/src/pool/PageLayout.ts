import type { LaidOutPage } from './LaidOutPage';
import type { PageDescription } from './PageDescription';
import { layOutPage } from './layOutPage';

/** Where pages are laid out: on this thread, or on a pool of layout threads (PagePool). */
export interface PageLayout {
  /** How many pages it lays out at once. */
  readonly size: number;
  /** Lays out one page; `scale` is what its pictures are drawn for (see renderSvg). */
  layOut(description: PageDescription, scale: number): Promise<LaidOutPage>;
}

/** Layout on the calling thread: a page or two starts at once, without waking a layout thread. */
export const THIS_THREAD: PageLayout = { size: 1, layOut: layOutPage };
