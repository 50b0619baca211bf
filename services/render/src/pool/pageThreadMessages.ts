import type { LaidOutPage, PageTask } from './PageTask';

/** Calling thread -> layout thread. */
export interface PageTaskMessage {
  id: number;
  task: PageTask;
}

/** Layout thread -> calling thread: the page, or why this one page could not be laid out. */
export type PageResultMessage = { id: number; page: LaidOutPage } | { id: number; error: string };
