import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { svgToPixels } from '../../src';

const dir = mkdtempSync(join(tmpdir(), 'render-pixels-'));
let n = 0;

export interface Picture {
  width: number;
  height: number;
  /** RGBA */
  data: Buffer;
}

export function decodePng(png: Buffer): Picture {
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height, data: image.data };
}

/** One page of a PDF drawn by poppler (pdftoppm) with the given size options, as PNG bytes. */
function popplerPng(pdf: Buffer, page: number, size: string[]): Buffer {
  const base = join(dir, `p${++n}`);
  writeFileSync(`${base}.pdf`, pdf);
  execFileSync('pdftoppm', [
    '-f',
    String(page),
    '-l',
    String(page),
    ...size,
    '-singlefile',
    '-png',
    `${base}.pdf`,
    base,
  ]);
  return readFileSync(`${base}.png`);
}

/** One PDF page as poppler (pdftoppm) draws it, scaled to exactly width x height pixels. */
export function pdfPagePicture(pdf: Buffer, page: number, width: number, height: number): Picture {
  return decodePng(popplerPng(pdf, page, ['-scale-to-x', String(width), '-scale-to-y', String(height)]));
}

/** One PDF page at a resolution, as PNG bytes (for a barcode decoder). */
export function pdfPagePng(pdf: Buffer, page: number, dpi: number): Buffer {
  return popplerPng(pdf, page, ['-r', String(dpi)]);
}

export interface PictureDifference {
  /** Mean absolute difference per channel, 0..255. */
  mean: number;
  /**
   * Share of 2x2 blocks whose average colour differs by more than 48 levels in some channel: anti-aliasing moves
   * single edge pixels a little; a shape that is missing, moved or recoloured moves whole blocks a lot.
   */
  changed: number;
}

/** Compares two pictures of the same size, on white (transparent pixels count as white). */
export function comparePictures(a: Picture, b: Picture): PictureDifference {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`sizes differ: ${a.width}x${a.height} vs ${b.width}x${b.height}`);
  const channel = (p: Picture, i: number, c: number) => {
    const alpha = (p.data[i + 3] as number) / 255;
    return 255 - alpha * (255 - (p.data[i + c] as number));
  };
  let total = 0;
  for (let i = 0; i < a.data.length; i += 4)
    for (let c = 0; c < 3; c++) total += Math.abs(channel(a, i, c) - channel(b, i, c));
  let changed = 0;
  let blocks = 0;
  for (let y = 0; y + 1 < a.height; y += 2) {
    for (let x = 0; x + 1 < a.width; x += 2) {
      blocks += 1;
      for (let c = 0; c < 3; c++) {
        let sa = 0;
        let sb = 0;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const) {
          const i = ((y + dy) * a.width + x + dx) * 4;
          sa += channel(a, i, c);
          sb += channel(b, i, c);
        }
        if (Math.abs(sa - sb) / 4 > 48) {
          changed += 1;
          break;
        }
      }
    }
  }
  return { mean: total / ((a.data.length / 4) * 3), changed: changed / blocks };
}

/** An SVG drawn by resvg at a scale, as a picture to compare. */
export function svgPicture(svg: string, scale: number): Picture {
  const { width, height, pixels } = svgToPixels(svg, { scale });
  return { width, height, data: pixels };
}

/** The largest difference of any channel of any pixel, 0..255, between two SVGs drawn by resvg at a scale. */
export function worstSvgDifference(a: string, b: string, scale: number): number {
  const before = svgToPixels(a, { scale }).pixels;
  const after = svgToPixels(b, { scale }).pixels;
  let worst = 0;
  for (let i = 0; i < before.length; i++)
    worst = Math.max(worst, Math.abs((before[i] as number) - (after[i] as number)));
  return worst;
}
