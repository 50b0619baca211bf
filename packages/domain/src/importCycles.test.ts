import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// Folders import each other through their index files; one import pointing back up (even a type-only one)
// closes a loop through dozens of files, and a loop is where an import order bug hides. Types count here,
// because a type-only import is the first step of the next value import.
describe('packages/domain', () => {
  it('has no import cycle, type-only imports included', async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const tree = await parseDependencyTree(`${root}src/index.ts`, { context: root, transform: false });
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    expect(parseCircular(tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
