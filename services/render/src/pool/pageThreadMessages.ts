import type { LaidOutPage } from './LaidOutPage';
import type { PageDescription } from './PageDescription';

/** Calling thread -> layout thread. */
export interface PageTaskMessage {
  description: PageDescription;
  /** Pixels per layout pixel its pictures are drawn for. */
  scale: number;
}

/** Layout thread -> calling thread: the page, or why this one page could not be laid out. */
export type PageResultMessage = { page: LaidOutPage } | { error: string };
