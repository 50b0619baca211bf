import type { LaidOutPage } from './LaidOutPage';
import type { PageDescription } from './PageDescription';

/** Calling thread -> layout thread. */
export interface PageTaskMessage {
  id: number;
  description: PageDescription;
  /** Pixels per layout pixel its pictures are drawn for. */
  scale: number;
}

/** Layout thread -> calling thread: the page, or why this one page could not be laid out. */
export type PageResultMessage = { id: number; page: LaidOutPage } | { id: number; error: string };
