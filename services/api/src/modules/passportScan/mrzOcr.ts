import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';

// One tesseract.js worker (a worker thread running Tesseract's WebAssembly build) for the whole API, made on the
// first passport scan read and ended after a quiet minute: it holds memory that an API mostly not reading scans
// should not keep (docs/performance.md, "mrzOcr"). The English LSTM model comes from npm (@tesseract.js-data/eng, the
// integer "best" build) and is read from disk: nothing is fetched at run time and nothing is cached outside the
// process.

const require = createRequire(import.meta.url);
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const IDLE_MS = 60_000;
// The characters an MRZ may hold: whatever else the engine thinks it sees is one of these misread.
const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

let worker: Promise<Worker> | null = null;
let idleTimer: NodeJS.Timeout | undefined;
// Reads run one after the other on the one worker; this chain keeps their order.
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  // Imported on the first read, not with the API: most API processes never read a scan.
  const { createWorker, PSM } = await import('tesseract.js');
  const started = await createWorker('eng', 1, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
  await started.setParameters({
    tessedit_char_whitelist: MRZ_CHARACTERS,
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
  });
  return started;
}

/** The text the engine reads in an image (PNG), one line per printed line. */
export function recognizeText(png: Buffer): Promise<string> {
  const run = queue.then(async () => {
    clearTimeout(idleTimer);
    worker ??= startWorker();
    try {
      const { data } = await (await worker).recognize(png);
      return data.text;
    } catch (error) {
      // A worker that failed once is not trusted again.
      await stopMrzOcr();
      throw error;
    } finally {
      idleTimer = setTimeout(() => void stopMrzOcr(), IDLE_MS);
      idleTimer.unref();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the worker (on the API's close, after a quiet minute, after a failure). */
export async function stopMrzOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const stopping = worker;
  worker = null;
  if (stopping) await (await stopping.catch(() => null))?.terminate();
}
