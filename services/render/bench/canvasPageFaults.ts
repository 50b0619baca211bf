/**
 * Child process for renderBench.tsx: draws an A4 canvas a few times, as a worker draws one page after another, and
 * prints how many page faults the last drawing took. Run with --expose-gc, so each drawn canvas is freed before
 * the next, and given the module to take `Resvg` from.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as ResvgModule from '@resvg/resvg-js';

const { Resvg } = (await import(process.argv[2] as string)) as typeof ResvgModule;
const faults = () => Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[7]);
const page =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="1240" height="1754" fill="#fff"/></svg>';
let last = 0;
for (let i = 0; i < 4; i++) {
  (globalThis as { gc?: () => void }).gc?.();
  // Longer than mimalloc's own 10 ms purge delay: the gap between two pages of a batch is longer still.
  await sleep(40);
  const before = faults();
  new Resvg(page).render();
  last = faults() - before;
}
console.log(last);
