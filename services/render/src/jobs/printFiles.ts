import JSZip from 'jszip';
import { printPdfWriter } from '../pipeline/printPdfWriter';
import { svgToPng } from '../pipeline/renderPng';
import { layOutInOrder } from '../pool/layOutInOrder';
import type { PageDescription } from '../pool/PageDescription';
import type { PageLayout } from '../pool/PageLayout';
import type { PrintedFile, PrintFormat } from '../registry/RenderDocument';
import type { RenderKind } from '../registry/renderDocuments';

export interface PrintFilesOptions {
  kind: RenderKind;
  format: PrintFormat;
  title: string;
  layout: PageLayout;
  printScale: number;
  /** Called after each page, in page order, with (done, total). */
  onPage: (done: number, total: number) => void | Promise<void>;
}

/** `name`, then `name-2`, `name-3`... for the same name again: two employees may share a given name. */
function uniqueNames(files: PrintedFile<object>[]): string[] {
  const used = new Map<string, number>();
  return files.map(({ name }) => {
    const count = (used.get(name) ?? 0) + 1;
    used.set(name, count);
    return count > 1 ? `${name}-${count}` : name;
  });
}

/**
 * The one route from a job's pages to its output: pages laid out in order (on this thread or the layout threads)
 * and written as they come, into one PDF, one PDF per file in a zip, or the first page as a PNG.
 */
export async function printFiles(files: PrintedFile<object>[], options: PrintFilesOptions): Promise<Buffer> {
  const { kind, layout, onPage } = options;
  const descriptions: PageDescription[] = files.flatMap((file) =>
    file.pages.map((page) => ({ kind, ...page })),
  );
  const [first] = descriptions;
  if (!first) throw new Error('The document has no pages');
  if (options.format === 'png') {
    // A PNG is the first page alone, its pictures drawn at the PNG's own scale.
    const { rendered } = await layout.layOut(first, 1);
    const png = await svgToPng(rendered.svg, { scale: 1 });
    await onPage(1, 1);
    return png;
  }
  const total = descriptions.length;
  const pages = layOutInOrder(layout, descriptions, options.printScale);
  const newWriter = () => printPdfWriter({ title: options.title, printScale: options.printScale });
  let done = 0;
  if (options.format === 'pdf') {
    const writer = newWriter();
    for await (const { page, rendered } of pages) {
      writer.addSvgPage(page, rendered);
      await onPage(++done, total);
    }
    return writer.finish();
  }
  const zip = new JSZip();
  const names = uniqueNames(files);
  for (const [index, file] of files.entries()) {
    const writer = newWriter();
    for (let p = 0; p < file.pages.length; p++) {
      const next = await pages.next();
      if (next.done) throw new Error('Fewer pages were laid out than asked for');
      writer.addSvgPage(next.value.page, next.value.rendered);
      await onPage(++done, total);
    }
    zip.file(`${names[index]}.pdf`, await writer.finish());
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
