import { parentPort } from 'node:worker_threads';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { layOutPage } from './layOutPage';
import type { PageResultMessage, PageTaskMessage } from './pageThreadMessages';

const port = parentPort;
if (!port) throw new Error('pageThread runs only as a worker thread');

/**
 * resvg's pixmaps live outside the JavaScript heap and are freed only when their wrappers are collected, which
 * V8 does not hurry to do for a small heap: measured, a process drawing 300 dpi CV pages grew by about 75 MB
 * per page (1.1 GB after 12 pages) and stayed near 250 MB when collected after each raster page; through the
 * pool, 8 pages on one thread peaked at 935 MB without and 517 MB with it. A worker cannot be started with
 * --expose-gc, so the thread turns it on for itself.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// One page at a time: satori is synchronous work, so interleaving two pages would only hold both in memory.
let previous: Promise<void> = Promise.resolve();

port.on('message', ({ id, task }: PageTaskMessage) => {
  previous = previous.then(async () => {
    let reply: PageResultMessage;
    try {
      reply = { id, page: await layOutPage(task) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    // The raster's pixels move to the calling thread instead of being copied.
    const pixels =
      'page' in reply ? (reply.page.raster?.pixels.buffer as ArrayBuffer | undefined) : undefined;
    port.postMessage(reply, pixels ? [pixels] : []);
    if (task.rasterScale !== undefined) {
      collectGarbage();
      // Native finalizers run on a later turn of the event loop; give them that turn before the next page.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
});
