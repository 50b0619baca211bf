import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { PAPER, type DocumentPage } from '@placement/documents';
import type { SatoriNode } from '@placement/satori';
import type { Raster } from '../svg/Raster';
import { SvgPdfWriter } from './SvgPdfWriter';
import { num } from './pathData';
import { textRuns, type TextRun } from './textLayer';
import { embedTextLayerFont, TEXT_LAYER_ADVANCE, TEXT_LAYER_ASCENT } from './textLayerFont';
import { UnsupportedSvg } from './UnsupportedSvg';

export interface PdfPageInput {
  page: DocumentPage;
  raster: Raster;
  texts: TextRun[];
}

export interface PdfOptions {
  title?: string;
  /** zlib level for the page pictures: 1 is the spec's "fast compression". */
  compressionLevel?: number;
  /** A picture of a page whose SVG the vector writer cannot draw, at print resolution. */
  rasterize: (svg: string) => Raster;
}

/** A page laid out as SVG (satori's), with the boxes of its texts for the searchable text layer. */
export interface SvgPage {
  svg: string;
  width: number;
  height: number;
  texts: SatoriNode[];
}

/** A page written as a picture because its SVG used something the vector writer does not draw. */
export interface RasterFallback {
  /** 1-based page number in this PDF. */
  page: number;
  reason: string;
}

/** One byte of a PDF literal string, escaped where the string's syntax needs it. */
function stringByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte === 0x0a) return '\\n';
  if (byte === 0x0d) return '\\r';
  return String.fromCharCode(byte);
}

/**
 * The text layer's codes of a text (each character's 16-bit code, see textLayerFont), as the bytes of a literal
 * string: half the length of hex in the page's content (docs/performance.md#writepdf).
 */
function layerCodes(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += stringByte(code >> 8) + stringByte(code & 0xff);
  }
  return out;
}

function rgbFromRgba(rgba: Buffer): Buffer {
  // resvg renders on a white background, so alpha is always opaque and can be dropped.
  const pixels = rgba.length / 4;
  const rgb = Buffer.allocUnsafe(pixels * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i] as number;
    rgb[j + 1] = rgba[i + 1] as number;
    rgb[j + 2] = rgba[i + 2] as number;
  }
  return rgb;
}

export interface PdfWriter {
  /** Adds a page as a picture; its pixels are compressed and released at once, so batches keep little memory. */
  addPage(input: PdfPageInput): void;
  /**
   * Adds a page drawn as vectors from satori's SVG (sharp at any zoom, small, no rasterising), with its invisible
   * text layer; a page the vector writer cannot draw is added as a picture and listed in `fallbacks`.
   */
  addSvgPage(page: DocumentPage, rendered: SvgPage): void;
  /** Pages written as pictures instead of vectors, and why. */
  readonly fallbacks: readonly RasterFallback[];
  finish(): Promise<Buffer>;
}

/** One PDF from a list of rendered pages. */
export function writePdf(pages: PdfPageInput[], options: PdfOptions): Promise<Buffer> {
  const writer = createPdfWriter(options);
  for (const page of pages) writer.addPage(page);
  return writer.finish();
}

/**
 * A PDF built page by page on its paper: each page drawn as vectors from the same SVG the PNG comes from (or, for
 * a page given as pixels or one the vector writer cannot draw, as a raw Flate-compressed picture: no PNG encode
 * and decode round trip), with its text in every script laid invisibly over the same places so the PDF is searchable
 * (pdftotext, copy, find).
 */
export function createPdfWriter(options: PdfOptions): PdfWriter {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: options.title ?? 'Document', Producer: 'Placement', Creator: 'Placement' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let index = 0;
  const vectors = new SvgPdfWriter(doc);
  const fallbacks: RasterFallback[] = [];

  const startPage = (page: DocumentPage) => {
    index += 1;
    const paper = PAPER[page.paper];
    doc.addPage({ size: [paper.width, paper.height], margin: 0 });
    return page.imageBox ?? { x: 0, y: 0, width: paper.width, height: paper.height };
  };

  const addPage = ({ page, raster, texts }: PdfPageInput) => {
    const box = startPage(page);
    const data = deflateSync(rgbFromRgba(raster.pixels), { level: options.compressionLevel ?? 1 });
    const image = doc.ref({
      Type: 'XObject',
      Subtype: 'Image',
      Width: raster.width,
      Height: raster.height,
      BitsPerComponent: 8,
      ColorSpace: 'DeviceRGB',
      Filter: 'FlateDecode',
    });
    image.end(data);
    const name = `Page${index}`;
    (doc.page as unknown as { xobjects: Record<string, unknown> }).xobjects[name] = image;
    doc.save();
    // pdfkit's user space has y pointing down; an image is drawn into the unit square with y up.
    doc.transform(box.width, 0, 0, -box.height, box.x, box.y + box.height);
    doc.addContent(`/${name} Do`);
    doc.restore();
    writeTextLayer(page, box, texts);
  };

  const addSvgPage = (page: DocumentPage, rendered: SvgPage) => {
    let content;
    try {
      content = vectors.draw(rendered.svg);
    } catch (error) {
      if (!(error instanceof UnsupportedSvg)) throw error;
      fallbacks.push({ page: index + 1, reason: error.message });
      addPage({
        page,
        raster: options.rasterize(rendered.svg),
        texts: textRuns(rendered.texts),
      });
      return;
    }
    const box = startPage(page);
    // The drawing goes in as one form XObject compressed here at a fast level: pdfkit would compress a CV page's
    // operators at zlib's default level, many times slower for a slightly smaller file (docs/performance.md#writepdf).
    const drawing = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, rendered.width, rendered.height],
      Resources: content.dictionary(),
      Filter: 'FlateDecode',
    });
    drawing.end(
      deflateSync(Buffer.from(content.ops.join('\n'), 'latin1'), { level: options.compressionLevel ?? 1 }),
    );
    const name = `Page${index}`;
    (doc.page as unknown as { xobjects: Record<string, unknown> }).xobjects[name] = drawing;
    doc.save();
    // Layout pixels -> points; pdfkit's user space already has y pointing down, as SVG has.
    doc.transform(box.width / rendered.width, 0, 0, box.height / rendered.height, box.x, box.y);
    doc.addContent(`/${name} Do`);
    doc.restore();
    writeTextLayer(page, box, textRuns(rendered.texts));
  };

  let layerFont: PDFKit.PDFKitReference | undefined;
  const writeTextLayer = (
    page: DocumentPage,
    box: { x: number; y: number; width: number; height: number },
    texts: TextRun[],
  ) => {
    if (texts.length === 0) return;
    layerFont ??= embedTextLayerFont(doc);
    (doc.page as unknown as { fonts: Record<string, unknown> }).fonts.TextLayer = layerFont;
    const sx = box.width / page.width;
    const sy = box.height / page.height;
    // Rendering mode 3 neither fills nor strokes: the layer is found and copied, never seen.
    const ops = ['q', 'BT', '3 Tr'];
    for (const run of texts) {
      const characters = run.text.length;
      const size = run.fontSize * sy;
      const natural = characters * size * (TEXT_LAYER_ADVANCE / 1000);
      // As wide as the drawn word (see textRuns): squeezed or stretched to the drawing. A text known only by its
      // box is squeezed into it when longer, never stretched: wide gaps would split its words apart.
      const fitted = (100 * run.width * sx) / natural;
      const scale = run.asDrawn ? fitted : Math.min(100, fitted);
      const x = box.x + run.x * sx;
      const baseline = box.y + run.y * sy + size * (TEXT_LAYER_ASCENT / 1000);
      // pdfkit's user space has y pointing down; the text matrix turns the glyphs upright again.
      ops.push(
        `/TextLayer ${num(size)} Tf ${num(scale)} Tz 1 0 0 -1 ${num(x)} ${num(baseline)} Tm (${layerCodes(run.text)}) Tj`,
      );
    }
    ops.push('ET', 'Q');
    doc.addContent(ops.join('\n'));
  };
  return {
    addPage,
    addSvgPage,
    fallbacks,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
