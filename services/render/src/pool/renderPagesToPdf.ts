import { textRuns } from '../pdf/textLayer';
import { createPdfWriter, type PdfWriter } from '../pdf/writePdf';
import { layOutInOrder } from './layOutInOrder';
import type { PageDescription } from './PageDescription';
import type { PagePool } from './PagePool';
import type { LaidOutPage } from './PageTask';

/** Adds a page laid out by a thread to a PDF being written. */
export function addLaidOutPage(writer: PdfWriter, { page, rendered, raster }: LaidOutPage): void {
  if (!raster) throw new Error('A raster PDF page needs the raster drawn by its layout thread');
  writer.addPage({ page, raster, texts: textRuns(rendered.texts) });
}

export interface PoolPdfOptions {
  title: string;
  /** Pixels per layout pixel of each page's picture. */
  pdfScale: number;
  /** Called after each page is written, in page order, with (done, total). */
  onPage?: (done: number, total: number) => void | Promise<void>;
}

/** Many pages as one PDF: laid out on the pool's threads, written here in order as they come back. */
export async function renderPagesToPdf(
  pool: PagePool,
  descriptions: PageDescription[],
  options: PoolPdfOptions,
): Promise<Buffer> {
  const writer = createPdfWriter({ title: options.title });
  const tasks = descriptions.map((description) => ({ description, rasterScale: options.pdfScale }));
  let done = 0;
  for await (const page of layOutInOrder(pool, tasks)) {
    addLaidOutPage(writer, page);
    await options.onPage?.(++done, descriptions.length);
  }
  return writer.finish();
}
