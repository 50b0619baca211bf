import { elementBounds, overlaps, type Box } from '../svg/elementBounds';
import { attribute, childElements, rootElement, type SvgElementSpan } from '../svg/svgElements';
import { visibleMarkup } from './removeOffCanvas';
import { svgDefinition } from './svgDefinition';

/** One horizontal band of a page, as an SVG of its own that resvg draws one to one. */
export interface PageBand {
  /** The band's content under a root whose width and height are the band's pixels. */
  svg: string;
  /** The band's width (the page's) and height, in pixels. */
  width: number;
  rows: number;
}

/** Below this many pixel rows a band would cost more in overhead than it saves. */
const MIN_ROWS = 128;
/** Layout pixels around a band within which an element is still drawn into it (antialiased edges). */
const MARGIN = 1;
/** A length in percent on an element that resolves it against the viewport, which a band changes. */
const VIEWPORT_PERCENT = /<(\w+)[^>]*?\s(?:x|y|width|height|cx|cy|r|rx|ry|x1|x2|y1|y2)="[^"]*%"/gu;
/** Elements whose percentages are of their own box, not of the viewport. */
const BOX_RELATIVE = new Set(['filter', 'linearGradient', 'radialGradient', 'stop']);

/**
 * A page cut into `count` horizontal bands of whole pixel rows at `scale`, so that they can be drawn at the same
 * time on different cores and put one under the other: resvg draws a page on one thread, and a CV page at 150 ppi
 * was about 21 ms of it. Each band holds only the elements that reach into it, so each is parsed and drawn for its
 * own part of the page, and leaves out the layers off it as `removeOffCanvas` does for the page (which that pass
 * is there for: resvg aborts the process on a layer far off its canvas).
 *
 * The bands' pixels are the page's, byte for byte. Each band is the page moved by whole pixels (every cut is a
 * whole layout pixel that is a whole output pixel too), and no cut runs through a curve or a slanted edge:
 * resvg's rasteriser chops such an edge where it leaves the canvas, and the chopped curve is drawn a little
 * differently along its whole length (up to 32 levels on a few edge pixels of a rounded box, a dozen rows from the
 * cut). So a cut runs only between such shapes, or through boxes, pictures and straight edges, near an even cut.
 *
 * Undefined when the page cannot be cut so: not satori's plain root, a size off the pixel grid, too few rows,
 * percentages against the viewport, an element whose reach cannot be told (a filter), or no clean cut near.
 */
export function pageBands(svg: string, scale: number, count: number): [PageBand, ...PageBand[]] | undefined {
  if (count < 2) return undefined;
  const root = rootElement(svg);
  if (!root) return undefined;
  const width = Number(attribute(root.attributes, 'width'));
  const height = Number(attribute(root.attributes, 'height'));
  if (attribute(root.attributes, 'viewBox') !== `0 0 ${width} ${height}`) return undefined;
  const pixelWidth = width * scale;
  if (!Number.isInteger(pixelWidth) || !Number.isInteger(height * scale) || height * scale < count * MIN_ROWS)
    return undefined;
  if (viewportPercentages(svg)) return undefined;
  const children = childElements(svg, root.contentStart, root.contentEnd);
  if (!children) return undefined;
  const boxes = children.map((child) => elementBounds(svg, child));
  if (boxes.includes(undefined)) return undefined;
  const uncuttable: Span[] = [];
  children.forEach((child, i) => uncuttableSpans(svg, child, boxes[i], uncuttable));
  const cuts = bandEdges(height, scale, count, mergedSpans(uncuttable));
  if (!cuts) return undefined;
  const rootAttributes = root.attributes.replace(/\s(?:width|height|viewBox)="[^"]*"/gu, '');
  const [first, ...rest] = cuts.slice(0, -1).map((top, b) => {
    const bottom = cuts[b + 1] as number;
    const canvas: Box = { x0: -MARGIN, y0: top - MARGIN, x1: width + MARGIN, y1: bottom + MARGIN };
    let content = '';
    children.forEach((child, i) => {
      const box = boxes[i];
      if (box && !overlaps(box, canvas)) return;
      // Only an element reaching out of the band can hold a layer off it.
      const within =
        !box || (box.y0 >= canvas.y0 && box.y1 <= canvas.y1 && box.x0 >= canvas.x0 && box.x1 <= canvas.x1);
      content +=
        (within ? undefined : visibleMarkup(svg, child, canvas)) ?? svg.slice(child.start, child.end);
    });
    const rows = (bottom - top) * scale;
    return {
      svg: `<svg${rootAttributes} width="${pixelWidth}" height="${rows}" viewBox="0 ${top} ${width} ${bottom - top}">${content}</svg>`,
      width: pixelWidth,
      rows,
    };
  });
  return first && [first, ...rest];
}

/** A run of layout rows, top and bottom, that no cut may run through. */
type Span = [number, number];

/** A clip path or mask of nothing but plain boxes (satori's overflow clips): cutting it chops no curve. */
const BOXES_ONLY = /^<(clipPath|mask) [^>]*>(?:<rect(?: (?:x|y|width|height|fill)="[^"]*")*\/>)*<\/\1>$/u;

/**
 * The rows an element spans where a cut would run through a curve or a slanted edge of it: none for a plain box
 * or a picture, its children's for a group, all of its box for anything else (a path, a rounded or stroked box,
 * a transformed element, one clipped or masked by more than boxes).
 */
function uncuttableSpans(
  svg: string,
  element: SvgElementSpan,
  box: Box | null | undefined,
  out: Span[],
): void {
  if (!box) return;
  const attributes = element.attributes;
  const whole = () => void out.push([box.y0, box.y1]);
  if (attribute(attributes, 'transform') !== undefined) return whole();
  for (const reference of attributes.matchAll(/(clip-path|mask)="url\(#([^)"]+)\)"/gu)) {
    const tag = reference[1] === 'mask' ? 'mask' : 'clipPath';
    const definition = svgDefinition(svg, tag, reference[2] as string, element.start);
    if (!definition || !BOXES_ONLY.test(definition)) return whole();
  }
  switch (element.name) {
    case 'image':
      return;
    case 'rect': {
      const stroke = attribute(attributes, 'stroke');
      const rounded = attribute(attributes, 'rx') !== undefined || attribute(attributes, 'ry') !== undefined;
      if (rounded || (stroke !== undefined && stroke !== 'none')) whole();
      return;
    }
    case 'g':
      for (const child of childElements(svg, element.contentStart, element.contentEnd) ?? [])
        uncuttableSpans(svg, child, elementBounds(svg, child), out);
      return;
    default:
      whole();
  }
}

/** Spans sorted and joined where they overlap. */
function mergedSpans(spans: Span[]): Span[] {
  spans.sort((a, b) => a[0] - b[0]);
  const out: Span[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([span[0], span[1]]);
  }
  return out;
}

/**
 * Where the bands start and end, in layout pixels: each cut the nearest to an even cut of the page that is a
 * whole layout pixel, a whole output pixel and outside every uncuttable span, within a quarter band of it;
 * undefined when some cut has none.
 */
function bandEdges(height: number, scale: number, count: number, uncuttable: Span[]): number[] | undefined {
  const edges = [0];
  const reach = Math.floor(height / count / 4);
  const cuttable = (y: number) =>
    Number.isInteger(y * scale) && !uncuttable.some(([top, bottom]) => top < y && y < bottom);
  for (let b = 1; b < count; b++) {
    const even = Math.round((height * b) / count);
    let cut: number | undefined;
    for (let d = 0; d <= reach && cut === undefined; d++)
      cut = [even + d, even - d].find((y) => y > (edges[b - 1] as number) && cuttable(y));
    if (cut === undefined) return undefined;
    edges.push(cut);
  }
  edges.push(height);
  return edges;
}
function viewportPercentages(svg: string): boolean {
  if (!svg.includes('%"')) return false;
  for (const match of svg.matchAll(VIEWPORT_PERCENT)) if (!BOX_RELATIVE.has(match[1] as string)) return true;
  return false;
}
