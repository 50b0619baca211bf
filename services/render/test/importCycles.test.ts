import { describe, it } from 'vitest';
import { expectNoImportCycles } from '../../../scripts/importCycles';

describe('services/render', () => {
  it('has no import cycle, type-only imports included', async () => {
    await expectNoImportCycles(new URL('..', import.meta.url), ['src/index.ts', 'src/worker.ts'], 300);
  }, 60_000);
});
