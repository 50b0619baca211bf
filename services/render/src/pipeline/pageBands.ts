import { contains, elementBounds, overlaps, strokeReach, type Box } from '../svg/elementBounds';
import { attribute, childElements, rootElement, type SvgElementSpan } from '../svg/svgElements';
import { visibleMarkup } from './removeOffCanvas';
import { svgDefinition } from './svgDefinition';
import { remembered } from '../cache/remembered';
import { slantedRows, type RowSpan } from '../svg/slantedRows';

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
 * time on different cores and put one under the other: resvg draws a page on one thread, and the page is most of a
 * PNG's time (docs/performance.md#pagebands). Each band holds only the elements that reach into it, so each is parsed and drawn for its
 * own part of the page, and leaves out the layers off it as `removeOffCanvas` does for the page (which that pass
 * is there for: resvg aborts the process on a layer far off its canvas).
 *
 * The bands' pixels are the page's, byte for byte. Each band is the page moved by whole pixels (every cut is a
 * whole layout pixel that is a whole output pixel too), and no cut runs through a curve or a slanted edge, of a
 * shape or of a clip path or mask it is drawn through: resvg's rasteriser chops such an edge where it leaves the
 * canvas, and the chopped curve is drawn a little differently along its whole length (up to 32 levels on a few
 * edge pixels of a rounded box, a dozen rows from the cut). A cut may run through boxes, pictures and upright
 * edges (the sides of a rounded box or a frame), which it leaves as they were; it is the row nearest an even cut
 * that crosses nothing else.
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
  // Only an element whose box a row runs through can stop a cut there; its shapes are read when a row first does.
  const spans = new Map<number, RowSpan[]>();
  const definitionsRead = new Map<string, RowSpan[] | false>();
  const crossesCurve = (y: number) =>
    children.some((child, i) => {
      const box = boxes[i];
      if (!box || !(box.y0 < y && y < box.y1)) return false;
      let rows = spans.get(i);
      if (!rows) {
        rows = [];
        uncuttableSpans(svg, child, box, rows, definitionsRead);
        spans.set(i, rows);
      }
      return rows.some(([top, bottom]) => top < y && y < bottom);
    });
  const cuts = bandEdges(height, scale, count, crossesCurve);
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
      const within = !box || contains(canvas, box);
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

/** satori's glyph runs: an absolute moveto, then relative commands only, numbers apart by spaces. */
const GLYPH_RUN = /^M-?[\d.]+ -?[\d.]+[a-z][^A-Z,]*$/u;
/** Rows where paths have curves or slanted edges, by their data, one cache for each stroke reach. */
const slantedRowsByReach = new Map<number, ReturnType<typeof remembered<RowSpan[] | undefined>>>();

/**
 * The rows of a shape (a path or a box, as drawn or as a clip path's or mask's content) where a cut would chop a
 * curve or a slanted edge: none for a plain box, those of its data for a path, all of its box when that cannot
 * be told (a transform, a dashed stroke, data this does not read). A stroke's reach (see strokeReach) widens
 * its rows by its joins and caps.
 */
function shapeSpans(element: SvgElementSpan, box: Box, out: RowSpan[]): void {
  const attributes = element.attributes;
  const whole = () => void out.push([box.y0, box.y1]);
  if (attribute(attributes, 'transform') !== undefined) return whole();
  const reach = strokeReach(attributes);
  if (reach === undefined) return whole();
  if (element.name === 'rect') {
    const rounded = attribute(attributes, 'rx') !== undefined || attribute(attributes, 'ry') !== undefined;
    if (rounded || reach > 0) whole();
    return;
  }
  // A dashed stroke has ends all along it.
  if (element.name !== 'path' || (reach > 0 && attribute(attributes, 'stroke-dasharray') !== undefined))
    return whole();
  const d = attribute(attributes, 'd') ?? '';
  // Text (satori's glyph runs: a moveto, then lowercase commands only) is curves from top to bottom of each line:
  // its box says as much, without a parse of every glyph or a second look-up of its long data.
  if (GLYPH_RUN.test(d)) return whole();
  let cache = slantedRowsByReach.get(reach);
  if (!cache) slantedRowsByReach.set(reach, (cache = remembered({ keyCharacters: 4_000_000 })));
  const spans = cache(d, (data) => slantedRows(data, reach));
  if (spans) out.push(...spans);
  else whole();
}

/**
 * The rows an element spans where a cut would run through a curve or a slanted edge of it or of the clip paths and
 * masks it is drawn through (resvg draws those as layers over the canvas, so they are cut as well): none for a
 * plain box or a picture, its children's for a group.
 */
function uncuttableSpans(
  svg: string,
  element: SvgElementSpan,
  box: Box | null | undefined,
  out: RowSpan[],
  read: Map<string, RowSpan[] | false>,
): void {
  if (!box) return;
  const attributes = element.attributes;
  if (attribute(attributes, 'transform') !== undefined) return void out.push([box.y0, box.y1]);
  if (!referencedSpans(svg, attributes, element.start, out, read)) return void out.push([box.y0, box.y1]);
  switch (element.name) {
    case 'image':
      return;
    case 'g':
      for (const child of childElements(svg, element.contentStart, element.contentEnd) ?? [])
        uncuttableSpans(svg, child, elementBounds(svg, child), out, read);
      return;
    default:
      shapeSpans(element, box, out);
  }
}

const REFERENCE = /(clip-path|mask)="url\(#([^)"]+)\)"/gu;
/** Attributes that place a definition's shapes other than where their numbers say. */
const OWN_PLACEMENT = /\s(?:clipPathUnits|maskContentUnits|transform)="/u;

/**
 * Adds the rows where the clip paths and masks that `attributes` name (and those they name in turn) have curves
 * or slanted edges; false when that cannot be told (a transform, units of their own, a shape other than a box or
 * a path), and then the caller takes the element's whole box. Each definition is read once per page (`read`):
 * satori draws every box inside an overflow clip through that clip and its parents'.
 */
function referencedSpans(
  svg: string,
  attributes: string,
  near: number,
  out: RowSpan[],
  read: Map<string, RowSpan[] | false>,
  depth = 0,
): boolean {
  for (const reference of attributes.matchAll(REFERENCE)) {
    const tag = reference[1] === 'mask' ? 'mask' : 'clipPath';
    const key = `${tag}#${reference[2] as string}`;
    let spans = read.get(key);
    if (spans === undefined) {
      // satori nests an overflow clip in its parent's, a few deep; a longer chain is not followed.
      spans = depth > 8 ? false : definitionSpans(svg, tag, reference[2] as string, near, read, depth);
      read.set(key, spans);
    }
    if (spans === false) return false;
    out.push(...spans);
  }
  return true;
}

/** The rows of one clip path's or mask's shapes, and of the definitions it names; false when not told. */
function definitionSpans(
  svg: string,
  tag: 'mask' | 'clipPath',
  id: string,
  near: number,
  read: Map<string, RowSpan[] | false>,
  depth: number,
): RowSpan[] | false {
  const definition = svgDefinition(svg, tag, id, near);
  const root = definition === undefined ? undefined : childElements(definition, 0, definition.length)?.[0];
  const shapes = root && childElements(definition as string, root.contentStart, root.contentEnd);
  if (!root || !shapes || OWN_PLACEMENT.test(root.attributes)) return false;
  const out: RowSpan[] = [];
  if (!referencedSpans(svg, root.attributes, near, out, read, depth + 1)) return false;
  for (const shape of shapes) {
    if ((shape.name !== 'rect' && shape.name !== 'path') || OWN_PLACEMENT.test(shape.attributes))
      return false;
    if (!referencedSpans(svg, shape.attributes, near, out, read, depth + 1)) return false;
    const shapeBox = elementBounds(definition as string, shape);
    if (shapeBox) shapeSpans(shape, shapeBox, out);
  }
  return out;
}

/**
 * Where the bands start and end, in layout pixels: each cut the nearest to an even cut of the page that is a
 * whole layout pixel, a whole output pixel and crosses no curve, within a quarter band of it; undefined when some
 * cut has none.
 */
function bandEdges(
  height: number,
  scale: number,
  count: number,
  crossesCurve: (y: number) => boolean,
): number[] | undefined {
  const edges = [0];
  const reach = Math.floor(height / count / 4);
  const cuttable = (y: number) => Number.isInteger(y * scale) && !crossesCurve(y);
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
