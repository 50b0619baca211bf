import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** apps/web's folder; the build goes to dist/ in it. */
export const WEB_DIR = resolve(import.meta.dirname, '../..');

/**
 * Builds apps/web in production mode, as `pnpm start` does before serving it (the e2e global setup and the
 * benchmarks). Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
 */
export function buildWebApp(): void {
  execFileSync(
    process.execPath,
    [resolve(WEB_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: WEB_DIR,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
}
