import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

// Builds apps/web once per run, as `pnpm start` does before serving it; every test file then starts its own
// server on that build. Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
export default function buildWebApp(): void {
  const webDir = resolve(import.meta.dirname, '../..');
  execFileSync(
    process.execPath,
    [resolve(webDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
}
