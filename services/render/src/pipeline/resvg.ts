import { createRequire } from 'node:module';
import type * as ResvgModule from '@resvg/resvg-js';

/**
 * @resvg/resvg-js, loaded with its allocator told to keep freed pages for a second. resvg-js allocates through
 * mimalloc, which by default hands freed memory back to the system soon after it is freed; every page of the next
 * page's canvas (and of each layer) then comes back through a page fault, a visible part of a CV PNG's raster
 * (docs/performance.md#resvg). A second is longer than the gap between two pages of a batch
 * or two jobs in a queue, and short enough that an idle worker still gives the memory back.
 *
 * mimalloc reads its options when the library is loaded, so this module sets the option and then loads resvg-js;
 * every module of the render service takes resvg from here. An operator's own MIMALLOC_PURGE_DELAY wins.
 */
process.env.MIMALLOC_PURGE_DELAY ??= '1000';

const require = createRequire(import.meta.url);
const resvg: typeof ResvgModule = require('@resvg/resvg-js');

export const Resvg = resvg.Resvg;
/** Parses and draws on a thread of libuv's pool, so the calling thread is free meanwhile. */
export const renderAsync = resvg.renderAsync;
export type Resvg = ResvgModule.Resvg;
