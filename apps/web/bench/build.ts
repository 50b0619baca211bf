// The web benchmarks' first step (package.json's bench scripts): the production build the product serves, as
// `pnpm start` makes it. A smoke run (BENCH_SMOKE=1, CI's check that every benchmark still runs) takes the build
// already in dist/ when there is one: the browser tests' global setup has just made it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SMOKE } from '../../../scripts/bench/benchSize';
import { buildWebApp, WEB_DIR } from '../e2e/support/buildWebApp';

if (!SMOKE || !existsSync(join(WEB_DIR, 'dist/index.html'))) buildWebApp();
