import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'render-test-'));
let n = 0;

function file(data: Buffer, ext: string): string {
  const path = join(dir, `f${++n}.${ext}`);
  writeFileSync(path, data);
  return path;
}

/** pdftotext's reading of a PDF (layout mode keeps words of one line together). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', file(pdf, 'pdf'), '-'], { encoding: 'utf8' });
}

/**
 * pdftotext's default reading, as a reader's copy and search get it: words grouped into lines and blocks by the
 * gaps between them, right-to-left runs put back in reading order; pages from `first` to `last` when given. The
 * bidi embedding controls it wraps right-to-left runs in, which a reader does not see, are left out.
 */
export function pdfPlainText(pdf: Buffer, pages?: { first: number; last: number }): string {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return execFileSync('pdftotext', [...range, file(pdf, 'pdf'), '-'], { encoding: 'utf8' }).replace(
    /[\u202a-\u202e]/gu,
    '',
  );
}

/** qpdf's structural check: exit 0 and "No syntax or stream encoding errors". */
export function qpdfCheck(pdf: Buffer): { ok: boolean; output: string } {
  const run = spawnSync('qpdf', ['--check', file(pdf, 'pdf')], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** Page sizes in points, from pdfinfo. */
export function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  const path = file(pdf, 'pdf');
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/u.exec(info)?.[1] ?? 0);
  const out = execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), path], { encoding: 'utf8' });
  return [...out.matchAll(/size:\s+([\d.]+) x ([\d.]+) pts/gu)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
}

/** Every barcode and QR code zbarimg (a real decoder) finds in a PNG, as "TYPE:value". */
export function decodeCodes(png: Buffer): string[] {
  const typed = spawnSync('zbarimg', ['-q', file(png, 'png')], { encoding: 'utf8' });
  return typed.stdout
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/**
 * One page of the PDF as a PNG, drawn as a common viewer draws it (pdftoppm): poppler takes seconds of CPU for
 * a CV page, so a test that reads one page draws only that one.
 */
export function pdfPagePng(pdf: Buffer, dpi = 150, page = 1): Buffer {
  const path = file(pdf, 'pdf');
  const prefix = path.replace(/\.pdf$/u, `-${dpi}-page${page}`);
  const range = ['-f', String(page), '-l', String(page)];
  execFileSync('pdftoppm', ['-r', String(dpi), ...range, '-singlefile', '-png', path, prefix]);
  return readFileSync(`${prefix}.png`);
}

/** The PDF's pages as PNGs at a resolution a common viewer draws them (pdftoppm, poppler's renderer). */
export function pdfPagePngs(pdf: Buffer, dpi = 150): Buffer[] {
  const path = file(pdf, 'pdf');
  const prefix = path.replace(/\.pdf$/u, `-${dpi}`);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', path, prefix]);
  const pages = Number(
    /Pages:\s+(\d+)/u.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1] ?? 0,
  );
  const width = String(pages).length;
  return Array.from({ length: pages }, (_, i) =>
    readFileSync(`${prefix}-${String(i + 1).padStart(width, '0')}.png`),
  );
}

/** A part of a page, as fractions of the page's width and height from its top left corner. */
export interface PageRegion {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * One region of one page as a PNG, drawn as a common viewer draws the whole page (pdftoppm, cropped): the same
 * pixels the whole page has there, for a check that reads only that part. poppler's time goes with the pixels it
 * draws (a CV page with many soft masks takes tens of seconds of CPU at 300 dpi), a region's a fraction of it.
 */
export function pdfPageRegionPng(pdf: Buffer, dpi: number, page: number, region: PageRegion): Buffer {
  const path = file(pdf, 'pdf');
  const info = execFileSync('pdfinfo', ['-f', String(page), '-l', String(page), path], { encoding: 'utf8' });
  const size = /size:\s+([\d.]+) x ([\d.]+) pts/u.exec(info);
  if (!size) throw new Error(`no page ${page}`);
  const [width, height] = [Number(size[1]), Number(size[2])].map((pts) => (pts / 72) * dpi) as [
    number,
    number,
  ];
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const x = Math.floor(clamp(region.left) * width);
  const y = Math.floor(clamp(region.top) * height);
  const w = Math.ceil(clamp(region.right) * width) - x;
  const h = Math.ceil(clamp(region.bottom) * height) - y;
  const prefix = path.replace(/\.pdf$/u, `-${dpi}-page${page}-${x}-${y}-${w}-${h}`);
  const crop = ['-x', String(x), '-y', String(y), '-W', String(w), '-H', String(h)];
  const range = ['-f', String(page), '-l', String(page)];
  execFileSync('pdftoppm', ['-r', String(dpi), ...range, ...crop, '-singlefile', '-png', path, prefix]);
  return readFileSync(`${prefix}.png`);
}
