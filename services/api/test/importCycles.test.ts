import { describe, it } from 'vitest';
import { expectNoImportCycles } from '../../../scripts/importCycles';

describe('services/api', () => {
  it('has no import cycle, type-only imports included', async () => {
    await expectNoImportCycles(new URL('..', import.meta.url), ['src/index.ts', 'src/main.ts'], 400);
  }, 60_000);
});
