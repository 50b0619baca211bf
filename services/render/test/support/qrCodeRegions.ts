import type { PageRegion } from './tools';

const attribute = (tag: string, name: string) =>
  Number(new RegExp(` ${name}="(-?[\\d.]+)"`, 'u').exec(tag)?.[1]);

/**
 * Where a page's SVG draws its QR codes (satori's pictures of the crisp-edged SVG that QrCode draws), as regions
 * of the page, each widened by the code's own size on every side: what stands around a code (its quiet border, a
 * frame, a card's shadow) is drawn with it, as it can stop a reader. For a check that reads only the codes.
 */
export function qrCodeRegions(svg: string): PageRegion[] {
  const root = /<svg [^>]*>/u.exec(svg)?.[0] ?? '';
  const [pageWidth, pageHeight] = [attribute(root, 'width'), attribute(root, 'height')];
  const regions: PageRegion[] = [];
  for (const [tag] of svg.matchAll(/<image [^>]*>/gu)) {
    const href = / href="([^"]*)"/u.exec(tag)?.[1] ?? '';
    if (!href.startsWith('data:image/svg+xml') || !decodeURIComponent(href).includes('crispEdges')) continue;
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => attribute(tag, name)) as [
      number,
      number,
      number,
      number,
    ];
    if (![x, y, w, h, pageWidth, pageHeight].every((v) => Number.isFinite(v)))
      throw new Error(`a QR code picture without a plain position: ${tag.slice(0, 120)}`);
    regions.push({
      left: (x - w) / pageWidth,
      top: (y - h) / pageHeight,
      right: (x + 2 * w) / pageWidth,
      bottom: (y + 2 * h) / pageHeight,
    });
  }
  return regions;
}
