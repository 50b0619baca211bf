import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { expect } from 'vitest';

/**
 * Every package and app has a test that calls this: one import pointing back (even a type-only one) closes a loop
 * through dozens of files, and a loop is where an import order bug hides. Types count, because a type-only import
 * is the first step of the next value import. `packageRoot` is a URL of the package's folder, `entries` its entry
 * files; `atLeast` guards against a tree that silently stopped being read.
 */
export async function expectNoImportCycles(
  packageRoot: URL,
  entries: string[],
  atLeast: number,
): Promise<void> {
  const root = fileURLToPath(packageRoot);
  const tree = await parseDependencyTree(
    entries.map((entry) => `${root}${entry}`),
    { context: root, transform: false },
  );
  expect(Object.keys(tree).length).toBeGreaterThan(atLeast);
  expect(parseCircular(tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
}
