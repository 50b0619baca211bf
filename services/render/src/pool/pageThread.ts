import { parentPort } from 'node:worker_threads';
import { layOutPage } from './layOutPage';
import type { PageResultMessage, PageTaskMessage } from './pageThreadMessages';

const port = parentPort;
if (!port) throw new Error('pageThread runs only as a worker thread');

// One page at a time: satori is synchronous work, so interleaving two pages would only hold both in memory.
let previous: Promise<void> = Promise.resolve();

port.on('message', ({ id, description, scale }: PageTaskMessage) => {
  previous = previous.then(async () => {
    let reply: PageResultMessage;
    try {
      reply = { id, page: await layOutPage(description, scale) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
});
