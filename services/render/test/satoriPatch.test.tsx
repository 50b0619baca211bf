import { describe, expect, it } from 'vitest';
import { pageForPaper } from '@placement/documents';
import { renderSvg } from '../src';
import { glyphRun } from '../src/pdf/glyphRun';

/**
 * satori is installed with patches/satori@0.18.4.patch (package.json pnpm.patchedDependencies, the version pinned
 * exactly): it writes each glyph as an absolute moveto plus a relative outline, which the PDF writer draws once per
 * distinct glyph. An unpatched satori writes absolute outlines and this fails first, before any PDF grows.
 */
describe('the satori patch', () => {
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
});
