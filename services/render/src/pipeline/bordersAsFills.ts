import type { Box } from '../svg/elementBounds';
import { segments, type Segment } from '../svg/pathSegments';
import { svgDefinition } from './svgDefinition';

/** satori's border: the box edge stroked at twice the border width, clipped to the box, which hides the outer half. */
const BORDER =
  /<path width="[\d.]+" height="[\d.]+" clip-path="url\(#(satori_bc-[^)"]+)\)" fill="none" stroke="([^"]+)" stroke-width="([\d.]+)" d="([^"]+)"\/>/gu;
const CLIP_RECT =
  /^<clipPath id="[^"]+"><rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)"\/><\/clipPath>$/u;

/** What a segment's stroke covers inside the clip box, or undefined when nothing; undefined too for a diagonal. */
function band(segment: Segment, half: number, clip: Box): Box | null | undefined {
  const [ax, ay, bx, by] = segment;
  let box: Box;
  if (ay === by) box = { x0: Math.min(ax, bx), x1: Math.max(ax, bx), y0: ay - half, y1: ay + half };
  else if (ax === bx) box = { x0: ax - half, x1: ax + half, y0: Math.min(ay, by), y1: Math.max(ay, by) };
  else return undefined;
  const inside = {
    x0: Math.max(box.x0, clip.x0),
    y0: Math.max(box.y0, clip.y0),
    x1: Math.min(box.x1, clip.x1),
    y1: Math.min(box.y1, clip.y1),
  };
  return inside.x0 < inside.x1 && inside.y0 < inside.y1 ? inside : null;
}

/**
 * Each satori border becomes the filled rectangles it actually shows: per edge, the inner half of the stroke's band
 * within the box. resvg draws a clipped stroke through a page-sized clip mask of its own (a large part of a CV's
 * raster: docs/performance.md#bordersasfills) and the PDF carries a clip per border; a filled path needs neither. The
 * rectangles are subpaths of one path, all wound alike, so a translucent border colour is laid once where two
 * edges meet, as the stroke laid it. Borders of any other form (dashed, rounded, transformed) are left as they were.
 */
export function bordersAsFills(svg: string): string {
  if (!svg.includes('satori_bc-')) return svg;
  return svg.replace(BORDER, (whole, clipId: string, color: string, width: string, d: string, at: number) => {
    const rect = CLIP_RECT.exec(svgDefinition(svg, 'clipPath', clipId, at) ?? '');
    const parts = segments(d);
    if (!rect || !parts) return whole;
    const [x, y, w, h] = rect.slice(1).map(Number) as [number, number, number, number];
    const clip = { x0: x, y0: y, x1: x + w, y1: y + h };
    let path = '';
    for (const segment of parts) {
      const box = band(segment, Number(width) / 2, clip);
      if (box === undefined) return whole;
      if (box) path += `M${box.x0} ${box.y0}H${box.x1}V${box.y1}H${box.x0}Z`;
    }
    return path === '' ? '' : `<path fill="${color}" d="${path}"/>`;
  });
}
