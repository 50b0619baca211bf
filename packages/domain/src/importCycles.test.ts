import { describe, it } from 'vitest';
import { expectNoImportCycles } from '../../../scripts/importCycles';

describe('packages/domain', () => {
  it('has no import cycle, type-only imports included', async () => {
    await expectNoImportCycles(new URL('..', import.meta.url), ['src/index.ts'], 100);
  }, 60_000);
});
