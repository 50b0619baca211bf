import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// The same check as packages/domain's: one import pointing back (even a type-only one) closes a loop, and a
// loop is where an import order bug hides. Types count, because a type-only import is the first step of the
// next value import.
describe('apps/web', () => {
  it('has no import cycle, type-only imports included', async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const tree = await parseDependencyTree([`${root}src/main.tsx`], { context: root, transform: false });
    expect(Object.keys(tree).length).toBeGreaterThan(400);
    expect(parseCircular(tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
  }, 60_000);
});
