import { layOutPage } from './layOutPage';
import type { PageResultMessage, PageTaskMessage } from './pageThreadMessages';

/**
 * One page on a layout thread. A page that cannot be laid out comes back as its error, so that a rejection from
 * the pool always means the thread itself failed (see PagePool).
 */
export async function layOutOnThread({ description, scale }: PageTaskMessage): Promise<PageResultMessage> {
  try {
    return { page: await layOutPage(description, scale) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
