import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { PAPER, type DocumentPage } from '@placement/documents';
import type { Raster } from '../pipeline/renderPng';
import type { TextRun } from './textLayer';

export interface PdfPageInput {
  page: DocumentPage;
  raster: Raster;
  texts: TextRun[];
}

export interface PdfOptions {
  title?: string;
  /** zlib level for the page pictures: 1 is the spec's "fast compression". */
  compressionLevel?: number;
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
  /** Adds a page; its pixels are compressed and released at once, so long batches keep little in memory. */
  addPage(input: PdfPageInput): void;
  finish(): Promise<Buffer>;
}

/** One PDF from a list of rendered pages. */
export function writePdf(pages: PdfPageInput[], options: PdfOptions = {}): Promise<Buffer> {
  const writer = createPdfWriter(options);
  for (const page of pages) writer.addPage(page);
  return writer.finish();
}

/**
 * A PDF built page by page: each page's picture exactly as the PNG, on its paper, with the Latin text laid
 * invisibly over the same places so the PDF is searchable (pdftotext, copy, find). The picture goes in as a raw
 * Flate-compressed image stream: no PNG encode and decode round trip.
 */
export function createPdfWriter(options: PdfOptions = {}): PdfWriter {
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
  const addPage = ({ page, raster, texts }: PdfPageInput) => {
    index += 1;
    const paper = PAPER[page.paper];
    doc.addPage({ size: [paper.width, paper.height], margin: 0 });
    const box = page.imageBox ?? { x: 0, y: 0, width: paper.width, height: paper.height };
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

    const sx = box.width / page.width;
    const sy = box.height / page.height;
    doc.save();
    doc.fillOpacity(0);
    doc.font('Helvetica');
    for (const run of texts) {
      let size = run.fontSize * sy;
      doc.fontSize(size);
      const natural = doc.widthOfString(run.text);
      const room = run.width * sx;
      if (natural > room) {
        size = Math.max(1, (size * room) / natural);
        doc.fontSize(size);
      }
      doc.text(run.text, box.x + run.x * sx, box.y + run.y * sy, { lineBreak: false });
    }
    doc.restore();
  };
  return {
    addPage,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
