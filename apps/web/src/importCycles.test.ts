import { describe, it } from 'vitest';
import { expectNoImportCycles } from '../../../scripts/importCycles';

describe('apps/web', () => {
  it('has no import cycle, type-only imports included', async () => {
    await expectNoImportCycles(new URL('..', import.meta.url), ['src/main.tsx'], 400);
  }, 60_000);
});
