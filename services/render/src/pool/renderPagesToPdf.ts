import { createPdfWriter } from '../pdf/writePdf';
import { layOutInOrder } from './layOutInOrder';
import type { PageDescription } from './PageDescription';
import type { PagePool } from './PagePool';

export interface PoolPdfOptions {
  title: string;
  /** Pixels per layout pixel of a page the vector writer cannot draw and writes as a picture instead. */
  pdfScale: number;
  /** Called after each page is written, in page order, with (done, total). */
  onPage?: (done: number, total: number) => void | Promise<void>;
}

/** Many pages as one vector PDF: laid out on the pool's threads, written here in order as they come back. */
export async function renderPagesToPdf(
  pool: PagePool,
  descriptions: PageDescription[],
  options: PoolPdfOptions,
): Promise<Buffer> {
  const writer = createPdfWriter({ title: options.title, rasterScale: options.pdfScale });
  let done = 0;
  for await (const { page, rendered } of layOutInOrder(pool, descriptions)) {
    writer.addSvgPage(page, rendered);
    await options.onPage?.(++done, descriptions.length);
  }
  return writer.finish();
}
