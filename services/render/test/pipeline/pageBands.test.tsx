import { describe, expect, it } from 'vitest';
import { CV_LAYOUTS } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { embassyListPages, pageForPaper } from '@placement/documents';
import { decodePng } from '../support/pixels';
import { drawsWithoutAborting } from '../support/drawsWithoutAborting';
import { cvTemplatePages } from '../support/cvTemplatePages';
import { embassyListEmployees } from '../support/embassyListEmployees';
import { pageBands } from '../../src/pipeline/pageBands';
import { pixelExactPictures } from '../../src/pipeline/pixelExactPictures';
import { renderSvg } from '../../src/pipeline/renderSvg';
import { svgToPixels, svgToPng } from '../../src/pipeline/renderPng';
import type { DocumentPageInput } from '../../src/pipeline/renderDocument';

/**
 * Draws the page as the PNG path does (in bands, where it can be cut) and whole, and compares every byte; says
 * whether the page was cut, since a page that is not compares the whole page with itself.
 */
async function expectBandsDrawThePage(input: DocumentPageInput, scale: number): Promise<boolean> {
  const { svg } = await renderSvg(input.element, input.page, { scale });
  const cut = pageBands(pixelExactPictures(svg, scale), scale, 2) !== undefined;
  const banded = decodePng(await svgToPng(svg, { scale }));
  const whole = svgToPixels(svg, { scale });
  expect([banded.width, banded.height]).toEqual([whole.width, whole.height]);
  expect(banded.data.equals(whole.pixels)).toBe(true);
  return cut;
}

const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];

describe('a PNG drawn in bands has exactly the pixels of the page drawn whole', () => {
  // Every layout at both scales, each scale once per layout: English at the PNG's scale, Arabic at print scale.
  // Where a page is cut depends on its blocks and the scale; drawing each page at both scales in both
  // languages doubled the time of the slowest file in the package.
  const SCALE_OF = { en: 1, ar: 2 } as const;
  it.each(
    names.flatMap((name) => (['en', 'ar'] as const).map((lang) => [name, lang, SCALE_OF[lang]] as const)),
  )(
    'CV %s, %s, every page, at scale %s',
    async (name, lang, scale) => {
      for (const page of cvTemplatePages(name, lang)) await expectBandsDrawThePage(page, scale);
    },
    60_000,
  );

  it('cuts both pages of every layout (a layout whose page is not cut is drawn whole, on one core)', async () => {
    const whole: string[] = [];
    for (const name of names)
      for (const [i, page] of cvTemplatePages(name, 'en').entries()) {
        const { svg } = await renderSvg(page.element, page.page, { scale: 1 });
        if (!pageBands(pixelExactPictures(svg, 1), 1, 2)) whole.push(`${name} page ${i + 1}`);
      }
    expect(whole).toEqual([]);
  }, 30_000);

  it('the embassy list, whose barcodes a cut may cross', async () => {
    const [page] = embassyListPages(embassyListEmployees(22), {
      agencyName: 'Addis Bright',
      date: '2026-06-01',
    });
    expect(await expectBandsDrawThePage(page as DocumentPageInput, 1)).toBe(true);
  }, 30_000);

  it.each([
    ['Letter', 1.5],
    ['A3', 2],
  ] as const)(
    'a %s page at %s pixels per layout pixel: rounded, shadowed and shaded boxes, cut between them',
    async (paper, scale) => {
      const card = (key: number) => (
        <div
          key={key}
          style={{
            display: 'flex',
            height: 120,
            marginBottom: 37,
            borderRadius: 24,
            border: '3px solid #1a3c5e',
            boxShadow: '0 6px 18px rgba(0,0,0,0.25)',
            background: 'linear-gradient(#eef3f8, #ffffff)',
            padding: 20,
            fontFamily: "'Noto Sans'",
            fontSize: 19,
          }}
        >
          {`Card ${key} — Tigist Bekele, EP4471298`}
        </div>
      );
      const element = (
        <div style={{ display: 'flex', width: '100%', height: '100%', background: '#fff' }}>
          <div style={{ display: 'flex', width: 90, background: '#1a3c5e' }} />
          <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: 31 }}>
            {[1, 2, 3, 4, 5, 6, 7].map(card)}
          </div>
        </div>
      );
      expect(await expectBandsDrawThePage({ element, page: pageForPaper(paper, 72) }, scale)).toBe(true);
    },
  );
});

const page = (height: number, content: string) =>
  `<svg width="200" height="${height}" viewBox="0 0 200 ${height}" xmlns="http://www.w3.org/2000/svg">${content}</svg>`;

describe('pageBands', () => {
  it('puts into each band only what reaches into it, definitions into all', () => {
    const definition = '<clipPath id="c"><rect x="0" y="0" width="200" height="1000"/></clipPath>';
    const top = '<rect x="10" y="10" width="50" height="20" fill="red"/>';
    const across = '<rect x="0" y="0" width="200" height="1000" fill="#fff"/>';
    const bottom = '<g><path clip-path="url(#c)" d="M10 900h20v5h-20z"/></g>';
    const bands = pageBands(page(1000, `${definition}${across}${top}${bottom}`), 1, 2);
    expect(bands?.map((band) => [band.width, band.rows])).toEqual([
      [200, 500],
      [200, 500],
    ]);
    expect(bands?.[0].svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="500" viewBox="0 0 200 500">' +
        `${definition}${across}${top}</svg>`,
    );
    expect(bands?.[1]?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="500" viewBox="0 500 200 500">' +
        `${definition}${across}${bottom}</svg>`,
    );
  });

  it('cuts through straight upright edges, never through a curve or a slanted edge', () => {
    // A rounded box from row 480 to 530, written as satori writes one: its corners are curves, its sides upright
    // lines, which a cut may cross.
    const rounded =
      '<path d="M20,480 h80 a10,10 0 0 1 10,10 v30 a10,10 0 0 1 -10,10 h-80 a10,10 0 0 1 -10,-10 v-30 a10,10 0 0 1 10,-10"/>';
    expect(pageBands(page(1000, rounded), 1, 2)?.map((band) => band.rows)).toEqual([500, 500]);
    // A curve across the middle (rows 480-530) moves the cut to the nearest row that does not cross it: its top.
    const curve = '<path d="M10,480 q50,25 0,50 z"/>';
    expect(pageBands(page(1000, curve), 1, 2)?.map((band) => band.rows)).toEqual([480, 520]);
    // So does a slanted line, and a stroke's corner, which its join draws as a curve or a miter.
    expect(pageBands(page(1000, '<path d="M10 480L20 530H10z"/>'), 1, 2)?.[0].rows).toBe(480);
    const corner = '<path d="M10 300V498H60" fill="none" stroke="#000" stroke-width="2"/>';
    // The corner at row 498, with the stroke's reach (4 for a width of 2) each side: rows 494-502.
    expect(pageBands(page(1000, corner), 1, 2)?.[0].rows).toBe(502);
    // A box may be cut: its edges are straight and level with the rows.
    expect(pageBands(page(1000, '<rect x="0" y="0" width="20" height="1000"/>'), 1, 2)?.[0].rows).toBe(500);
    // Nothing but curves within a quarter band of the middle: the page is drawn whole.
    expect(pageBands(page(1000, '<path d="M0 300c50 0 50 400 0 400z"/>'), 1, 2)).toBeUndefined();
    // Nor is a stroked or rounded box, a transformed one, a dashed stroke, or a box clipped or masked by a curve.
    const clip = '<clipPath id="r"><path d="M0 300c50 0 50 400 0 400z"/></clipPath>';
    const mask = '<mask id="m"><circle cx="10" cy="500" r="300" fill="#fff"/></mask>';
    for (const box of [
      '<rect x="0" y="0" width="20" height="1000" stroke="#000"/>',
      '<rect x="0" y="0" width="20" height="1000" rx="4"/>',
      '<rect x="0" y="0" width="20" height="1000" transform="rotate(1)"/>',
      '<path d="M5 0V1000" stroke="#000" stroke-dasharray="4 2"/>',
      `${clip}<rect x="0" y="0" width="20" height="1000" clip-path="url(#r)"/>`,
      `${mask}<rect x="0" y="0" width="20" height="1000" mask="url(#m)"/>`,
    ])
      expect(pageBands(page(1000, box), 1, 2)).toBeUndefined();
    // A clip path of upright sides is cut like a box.
    const sides = '<clipPath id="s"><path d="M0 100H20V900H0Z"/></clipPath>';
    expect(
      pageBands(page(1000, `${sides}<rect x="0" y="0" width="20" height="1000" clip-path="url(#s)"/>`), 1, 2),
    ).toHaveLength(2);
  });

  it('cuts on whole pixels at the scale: rows at 1.5 per layout pixel', () => {
    // 1002 layout pixels are 1503 rows; the even cut, 501, would fall inside a row (751.5), so the cut is 502.
    const bands = pageBands(page(1002, ''), 1.5, 2);
    expect(bands?.map((band) => band.rows)).toEqual([753, 750]);
    expect(bands?.[1]?.svg).toContain('width="300" height="750" viewBox="0 502 200 500"');
  });

  it('leaves a page whole when cutting it could change a pixel or cost more than it saves', () => {
    const filtered = '<filter id="f"/><rect filter="url(#f)" x="10" y="10" width="5" height="5"/>';
    expect(pageBands(page(1000, filtered), 1, 2)).toBeUndefined();
    expect(pageBands(page(1000, '<rect x="0" y="0" width="50%" height="10"/>'), 1, 2)).toBeUndefined();
    expect(pageBands(page(1000, ''), 1.1, 2)).toBeUndefined();
    expect(pageBands(page(200, ''), 1, 2)).toBeUndefined();
    expect(pageBands(page(1000, ''), 1, 1)).toBeUndefined();
    expect(
      pageBands('<svg width="200" height="1000" xmlns="http://www.w3.org/2000/svg"></svg>', 1, 2),
    ).toBeUndefined();
    // A gradient's percentages are of its own box, which a band does not change.
    const gradient =
      '<linearGradient id="g" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#fff"/></linearGradient>';
    expect(pageBands(page(1000, gradient), 1, 2)).toHaveLength(2);
  });

  /*
   * resvg aborts the process on a layer far off its canvas (see removeOffCanvas), and a band's canvas is a part of
   * the page: a clipped element at the foot of the page lies far below the top band's. Shown in a child process,
   * which the abort does not take this test down with.
   */
  it('keeps a layer far below a band out of it, which would abort the process', () => {
    const svg = page(
      1200,
      '<clipPath id="c"><rect x="0" y="0" width="200" height="1200"/></clipPath>' +
        '<g><rect clip-path="url(#c)" x="10" y="1150" width="50" height="10" fill="red"/></g>',
    );
    const bands = pageBands(svg, 1, 4) ?? [];
    expect(bands).toHaveLength(4);
    for (const band of bands) expect(drawsWithoutAborting(band.svg)).toBe(true);
    // The top band with everything in it, as a cut that only moved the view would make it.
    const naive = svg.replace('height="1200" viewBox="0 0 200 1200"', 'height="300" viewBox="0 0 200 300"');
    expect(drawsWithoutAborting(naive)).toBe(false);
  });
});
