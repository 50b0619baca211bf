import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Whether resvg draws an SVG without taking the process down: drawn in a child process, since a panic in the
 * native module (resvg 0.35 on a layer far off its canvas) aborts the process it runs in.
 */
export function drawsWithoutAborting(svg: string): boolean {
  const child = spawnSync(
    process.execPath,
    [
      '-e',
      `const { Resvg } = require('@resvg/resvg-js'); new Resvg(process.argv[1]).render(); console.log('drawn')`,
      svg,
    ],
    { cwd: join(import.meta.dirname, '../..'), encoding: 'utf8' },
  );
  return child.stdout.includes('drawn');
}
