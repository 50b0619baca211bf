import { glyphOutlineContent, glyphRun } from '../pdf/glyphRun';
import type { Matrix } from '../pdf/pathData';
import { parseTransform } from '../pdf/svgTransform';
import { UnsupportedSvg } from '../pdf/UnsupportedSvg';
import { pathData } from './pathSegments';
import { remembered } from '../cache/remembered';
import { attribute, childElements, type SvgElementSpan } from './svgElements';

/** A box on the page: left, top, right and bottom in user units. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Elements that paint nothing where they stand: they are drawn only through the elements that refer to them. */
const DEFINITIONS = new Set([
  'defs',
  'mask',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'pattern',
  'filter',
  'style',
  'title',
  'desc',
  'symbol',
  'marker',
]);

export function isDefinition(name: string): boolean {
  return DEFINITIONS.has(name);
}

/**
 * A box that holds everything an element paints (its fill, its stroke at the widest a miter can reach, its
 * children); null for an element that paints nothing where it stands (a definition, an empty group); undefined
 * when that cannot be told here (a filter, which spreads paint, or an element this does not know), so a caller
 * keeps such an element wherever it might show.
 */
export function elementBounds(svg: string, element: SvgElementSpan): Box | null | undefined {
  if (isDefinition(element.name)) return null;
  const attributes = element.attributes;
  if (attribute(attributes, 'filter') !== undefined) return undefined;
  let box: Box | null | undefined;
  switch (element.name) {
    case 'rect':
    case 'image':
      box = rectangle(attributes);
      break;
    case 'path':
      box = pathBounds(attribute(attributes, 'd') ?? '');
      break;
    case 'g':
      box = groupBounds(svg, element);
      break;
    default:
      return undefined;
  }
  if (!box) return box;
  const reach = strokeReach(attributes);
  if (reach === undefined) return undefined;
  if (reach > 0) box = { x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach };
  const transform = attribute(attributes, 'transform');
  if (transform === undefined) return box;
  try {
    return transformed(box, parseTransform(transform));
  } catch (error) {
    if (error instanceof UnsupportedSvg) return undefined;
    throw error;
  }
}

/**
 * How far an element's stroke can paint beyond its geometry: half the width each side, and at a sharp corner the
 * miter, up to the miter limit (4 unless the element sets its own) times that half width; 0 without a stroke,
 * undefined when the numbers cannot be read.
 */
export function strokeReach(attributes: string): number | undefined {
  const stroke = attribute(attributes, 'stroke');
  if (stroke === undefined || stroke === 'none') return 0;
  const halfWidth = Number(attribute(attributes, 'stroke-width') ?? 1) / 2;
  const miterLimit = Math.max(1, Number(attribute(attributes, 'stroke-miterlimit') ?? 4));
  const reach = halfWidth * miterLimit;
  return Number.isFinite(reach) ? reach : undefined;
}

/** Whether `outer` holds all of `inner`. */
export function contains(outer: Box, inner: Box): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}

/** Whether two boxes share any area (touching edges share none). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function rectangle(attributes: string): Box | undefined {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) =>
    Number(attribute(attributes, name) ?? 0),
  ) as [number, number, number, number];
  if (![x, y, width, height].every(Number.isFinite)) return undefined;
  return { x0: x, y0: y, x1: x + width, y1: y + height };
}

/**
 * Paths' boxes by their data, worth keeping (docs/performance.md#elementbounds). Most paths of a page recur on the next one
 * (a template's labels, rules, boxes and icons); a CV page holds about 150 thousand characters of path data.
 */
const pathBoxes = remembered<Box | null | undefined>({ keyCharacters: 4_000_000 });

function pathBounds(d: string): Box | null | undefined {
  return pathBoxes(d, (data) => {
    // Frozen: one box serves every page the path is on.
    const box = parsedPathBounds(data);
    return box ? Object.freeze(box) : box;
  });
}

/**
 * The box of a path's points and control points, which enclose the curve. Text is drawn as glyph runs (see
 * glyphRun): each glyph's box is worked out once per process from its outline and moved to where it stands.
 */
function parsedPathBounds(d: string): Box | null | undefined {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const add = (x: number, y: number) => {
    if (x < box.x0) box.x0 = x;
    if (x > box.x1) box.x1 = x;
    if (y < box.y0) box.y0 = y;
    if (y > box.y1) box.y1 = y;
  };
  const glyphs = glyphRun(d);
  if (glyphs) {
    for (const glyph of glyphs) {
      const [x0, y0, x1, y1] = glyphOutlineContent(glyph.outline).bbox;
      add(glyph.x + x0, glyph.y + y0);
      add(glyph.x + x1, glyph.y + y1);
    }
    return box;
  }
  const operators = pathData(d);
  if (!operators) return undefined;
  for (const { numbers } of operators)
    for (let i = 0; i + 1 < numbers.length; i += 2) add(numbers[i] as number, numbers[i + 1] as number);
  return box.x0 <= box.x1 ? box : null;
}

function groupBounds(svg: string, group: SvgElementSpan): Box | null | undefined {
  const children = childElements(svg, group.contentStart, group.contentEnd);
  if (!children) return undefined;
  let box: Box | null = null;
  for (const child of children) {
    const inner = elementBounds(svg, child);
    if (inner === undefined) return undefined;
    if (inner === null) continue;
    box = box
      ? {
          x0: Math.min(box.x0, inner.x0),
          y0: Math.min(box.y0, inner.y0),
          x1: Math.max(box.x1, inner.x1),
          y1: Math.max(box.y1, inner.y1),
        }
      : inner;
  }
  return box;
}

function transformed(box: Box, [a, b, c, d, e, f]: Matrix): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x0, box.y1],
    [box.x1, box.y1],
  ] as const) {
    xs.push(a * x + c * y + e);
    ys.push(b * x + d * y + f);
  }
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
