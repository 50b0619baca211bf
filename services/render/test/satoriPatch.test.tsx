import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from '@placement/satori';
import { describe, expect, it } from 'vitest';
import { pageForPaper } from '@placement/documents';
import { renderFonts, renderSvg } from '../src';
import { glyphRun } from '../src/pdf/glyphRun';

/**
 * satori comes from packages/satori: satori's own sources with packages/satori/satori.patch applied, built on
 * install. These fail when the patch is not what was built (a patch changed without `pnpm install`) or when the
 * satori loaded is not the patched one, before any PDF grows.
 */
describe('the satori patch', () => {
  it('is the one built: the build stamp names this satori.patch', () => {
    const built = dirname(createRequire(import.meta.url).resolve('@placement/satori'));
    const stamp = JSON.parse(readFileSync(join(built, 'stamp.json'), 'utf8')) as { patch: string };
    const patch = readFileSync(join(built, '../satori.patch'));
    expect(stamp.patch, 'packages/satori is built from another patch: run pnpm install').toBe(
      createHash('sha256').update(patch).digest('hex'),
    );
  });

  it('is applied: text comes out as glyph runs, each recurring glyph the same outline string', async () => {
    const { svg } = await renderSvg(
      <div style={{ display: 'flex', fontFamily: 'Noto Sans', fontSize: 20 }}>ABAB</div>,
      pageForPaper('A4', 72),
    );
    const paths = [...svg.matchAll(/<path[^>]* d="([^"]+)"/gu)].map((m) => m[1] as string);
    const runs = paths.map(glyphRun).filter((run) => run !== undefined);
    const glyphs = runs.flat();
    expect(glyphs).toHaveLength(4);
    const [a1, b1, a2, b2] = glyphs.map((glyph) => glyph.outline);
    expect(a1).toBe(a2);
    expect(b1).toBe(b2);
    expect(a1).not.toBe(b1);
  });

  it('is applied: a box that neither hides overflow nor clips writes no overflow mask', async () => {
    const box = (overflow: 'visible' | 'hidden') => (
      <div style={{ display: 'flex', padding: 10 }}>
        <div style={{ display: 'flex', overflow, width: 40, height: 20, border: '2px solid #333' }} />
      </div>
    );
    const options = { width: 100, height: 60, fonts: renderFonts(new Set()) };
    expect(await satori(box('visible'), options)).not.toContain('satori_om-');
    expect(await satori(box('hidden'), options)).toContain('satori_om-');
  });
});
