import { describe, expect, it } from 'vitest';
import { pageForPaper } from '@placement/documents';
import { pdfText, qpdfCheck } from '../support/tools';
import { svgToPixels } from '../../src/pipeline/renderPng';
import { createPdfWriter } from '../../src/pdf/writePdf';

/** The picture a page falls back to, small: these pages are tiny. */
const rasterize = (svg: string) => svgToPixels(svg, { scale: 0.5 });

const page = pageForPaper('A4', 72);
const rendered = (body: string) => ({
  svg: `<svg width="${page.width}" height="${page.height}" viewBox="0 0 ${page.width} ${page.height}" xmlns="http://www.w3.org/2000/svg">${body}</svg>`,
  width: page.width,
  height: page.height,
  texts: [],
});

describe('PdfWriter.addSvgPage', () => {
  it('writes a page it can draw as vectors, with no picture of the page', async () => {
    const writer = createPdfWriter({ rasterize });
    writer.addSvgPage(page, rendered('<rect x="10" y="10" width="100" height="50" fill="#007229"/>'));
    const pdf = await writer.finish();
    expect(writer.fallbacks).toEqual([]);
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it.each([
    [
      'a filter',
      '<filter id="f"><feGaussianBlur stdDeviation="2"/></filter><g filter="url(#f)"><rect width="9" height="9"/></g>',
    ],
    ['text', '<text x="10" y="10">EP4471298</text>'],
    ['an unknown attribute', '<rect width="9" height="9" paint-order="stroke"/>'],
    ['an external image', '<image x="0" y="0" width="9" height="9" href="/etc/passwd"/>'],
  ])('falls back to a picture of the page for %s, and says so', async (_, body) => {
    const writer = createPdfWriter({ rasterize });
    writer.addSvgPage(page, rendered('<rect width="20" height="20" fill="#000"/>'));
    writer.addSvgPage(page, rendered(body));
    const pdf = await writer.finish();
    expect(writer.fallbacks).toHaveLength(1);
    expect(writer.fallbacks[0]?.page).toBe(2);
    expect(writer.fallbacks[0]?.reason).toMatch(/not drawable/u);
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('keeps the text layer over a vector page', async () => {
    const writer = createPdfWriter({ rasterize });
    writer.addSvgPage(page, {
      ...rendered('<rect width="20" height="20" fill="#000"/>'),
      texts: [
        {
          textContent: 'EP4471298',
          left: 40,
          top: 40,
          width: 200,
          height: 20,
          props: { style: { fontSize: 14 } },
        } as never,
      ],
    });
    expect(pdfText(await writer.finish())).toContain('EP4471298');
  });
});
