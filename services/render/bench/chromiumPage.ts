import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { renderFontFiles } from '../src';

/**
 * A Chromium tab that holds the render service's fonts, given once: the @font-face rules (the same woff files, as
 * data URLs) are loaded and every face decoded when the tab opens, and each CV then replaces only the body, so
 * Chromium draws from fonts it already has, as a Chromium-based renderer with the fonts installed would. (Sending
 * the fonts with every page, as this bench did before, made Chromium decode every font again for each page:
 * docs/performance.md, "chromiumPage".)
 */
export async function fontLoadedPage(
  browser: Browser,
  size: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage({ viewport: size });
  const faces = renderFontFiles()
    .map(
      ({ name, weight, path }) =>
        `@font-face{font-family:'${name}';font-weight:${weight};src:url(data:font/woff;base64,${readFileSync(path).toString('base64')}) format('woff')}`,
    )
    .join('\n');
  await page.setContent(`<html><head><style>${faces} body{margin:0}</style></head><body></body></html>`);
  await page.evaluate(async () => {
    const faces: FontFace[] = [];
    document.fonts.forEach((face) => faces.push(face));
    await Promise.all(faces.map((face) => face.load()));
  });
  return page;
}

/**
 * Puts `markup` in the tab's body and waits until its pictures are decoded and its fonts ready: what
 * `setContent` waits for, without a new document.
 */
export async function showMarkup(page: Page, markup: string): Promise<void> {
  await page.evaluate(async (html) => {
    document.body.innerHTML = html;
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  }, markup);
}

/** CV pages for Chromium's PDF: each page its own sheet. */
export function printedMarkup(pages: string[], size: { width: number; height: number }): string {
  return pages
    .map(
      (markup) =>
        `<div style="width:${size.width}px;height:${size.height}px;overflow:hidden;break-after:page">${markup}</div>`,
    )
    .join('');
}
