import { describe, it } from 'vitest';
import { expectNoImportCycles } from '../../../scripts/importCycles';

describe('packages/cv-templates', () => {
  it('has no import cycle, type-only imports included', async () => {
    await expectNoImportCycles(new URL('..', import.meta.url), ['src/index.ts'], 200);
  }, 60_000);
});
