import { elementBounds, overlaps, type Box } from '../svg/elementBounds';
import { segments } from '../svg/pathSegments';
import { attribute, childElements, rootElement, type SvgElementSpan } from '../svg/svgElements';

/**
 * satori gives nearly every box an overflow mask (its padding box, less its borders) and a clip path (its parent's
 * box), whether or not anything overflows. resvg draws each masked or clipped element through layers the size of
 * the canvas: after the page-sized ones are gone, those that remain took most of a CV raster's pixel-bound time
 * (docs/performance.md#removemasksthathidenothing). This drops a mask or clip from an element when the element's paint lies wholly inside what the
 * mask or clip lets through, which leaves the picture as it was. Only the forms satori writes are understood:
 *
 * - a mask of one opaque white rectangle (itself masked by an outer mask of the same form, or not), less black
 *   stroked paths (the borders) that must not touch the element;
 * - a clip path of one rectangle (itself clipped by an outer clip path of the same form, or not).
 *
 * Anything else (a transform, a rounded corner, a picture's slice) keeps its mask or clip.
 *
 * The masks and clip paths nothing uses any more (most of satori's: it defines one per box) are left out too:
 * resvg, the off-canvas pass and the PDF writer would each read them for nothing
 * (docs/performance.md#removemasksthathidenothing).
 */
export function removeMasksThatHideNothing(svg: string): string {
  const root = rootElement(svg);
  if (!root) return svg;
  const children = childElements(svg, root.contentStart, root.contentEnd);
  if (!children) return svg;
  const definitions = new Map<string, SvgElementSpan>();
  const collect = (spans: SvgElementSpan[]) => {
    for (const span of spans) {
      if (span.name === 'defs') collect(childElements(svg, span.contentStart, span.contentEnd) ?? []);
      if (span.name !== 'mask' && span.name !== 'clipPath') continue;
      const id = attribute(span.attributes, 'id');
      if (id !== undefined) definitions.set(`${span.name}#${id}`, span);
    }
  };
  collect(children);
  const lets = new Areas(svg, definitions);

  // Each element's opening tag as it will be written, where that changes.
  const openings = new Map<SvgElementSpan, string>();
  for (const child of children) {
    const mask = reference(attribute(child.attributes, 'mask'));
    const clip = reference(attribute(child.attributes, 'clip-path'));
    if (mask === undefined && clip === undefined) continue;
    const box = elementBounds(svg, child);
    if (!box) continue;
    let opening = svg.slice(child.start, child.contentStart);
    // A picture keeps its clip, which gives it a layer of its own size: outside a layer resvg draws an SVG picture
    // through a canvas-sized pixmap (dropping both made a CV's raster several times slower), while a mask on top of
    // the clip costs little (docs/performance.md#removemasksthathidenothing).
    const keepClip = child.name === 'image';
    if (mask !== undefined && (!keepClip || clip !== undefined) && lets.maskShowsAll(mask, box))
      opening = opening.replace(` mask="url(#${mask})"`, '');
    if (clip !== undefined && !keepClip && lets.clipShowsAll(clip, box))
      opening = opening.replace(` clip-path="url(#${clip})"`, '');
    if (opening.length !== child.contentStart - child.start) openings.set(child, opening);
  }

  const unused = unusedDefinitions(svg, children, definitions, openings);
  let out = '';
  let copied = root.start;
  for (const child of children) {
    const opening = openings.get(child);
    if (opening === undefined && !unused.has(child)) continue;
    out += svg.slice(copied, child.start) + (opening ?? '');
    copied = unused.has(child) ? child.end : child.contentStart;
  }
  return copied === root.start ? svg : out + svg.slice(copied);
}

const USE = /\s(?:mask|clip-path)="url\(#([^)"]+)\)"/gu;

/**
 * The page's own mask and clip path definitions (and `<defs>` holding only such) that nothing drawn refers to,
 * directly or through another definition, once `openings` are written in place of their elements' opening tags.
 */
function unusedDefinitions(
  svg: string,
  children: SvgElementSpan[],
  definitions: Map<string, SvgElementSpan>,
  openings: Map<SvgElementSpan, string>,
): Set<SvgElementSpan> {
  // Each top-level definition, or `<defs>` of definitions only, with the ids it defines.
  const defining = new Map<SvgElementSpan, string[]>();
  for (const child of children) {
    const inner = child.name === 'defs' ? childElements(svg, child.contentStart, child.contentEnd) : [child];
    const ids = inner?.map((span) =>
      span.name === 'mask' || span.name === 'clipPath' ? attribute(span.attributes, 'id') : undefined,
    );
    if (ids && ids.length > 0 && ids.every((id) => id !== undefined)) defining.set(child, ids as string[]);
  }
  const used = new Set<string>();
  const pending: string[] = [];
  const markUsed = (markup: string) => {
    for (const match of markup.matchAll(USE)) {
      const id = match[1] as string;
      if (used.has(id)) continue;
      used.add(id);
      pending.push(id);
    }
  };
  for (const child of children) {
    if (defining.has(child)) continue;
    const opening = openings.get(child);
    markUsed(
      opening === undefined
        ? svg.slice(child.start, child.end)
        : opening + svg.slice(child.contentStart, child.end),
    );
  }
  // What a used definition refers to is used too (satori chains a box's mask to its parent's).
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const definition = definitions.get(`mask#${id}`) ?? definitions.get(`clipPath#${id}`);
    if (definition) markUsed(svg.slice(definition.start, definition.end));
  }
  return new Set([...defining].filter(([, ids]) => ids.every((id) => !used.has(id))).map(([span]) => span));
}

/** The id in `url(#id)`, or undefined. */
function reference(value: string | undefined): string | undefined {
  const match = value === undefined ? null : /^url\(#([^)]+)\)$/u.exec(value);
  return match ? (match[1] as string) : undefined;
}

const NUMBER = '(-?[\\d.]+)';
const WHITE_RECT = new RegExp(
  `^<rect x="${NUMBER}" y="${NUMBER}" width="${NUMBER}" height="${NUMBER}" fill="#fff"(?: mask="url\\(#([^)]+)\\)")?/>$`,
  'u',
);
const CLIP_RECT = new RegExp(
  `^<rect x="${NUMBER}" y="${NUMBER}" width="${NUMBER}" height="${NUMBER}"/>$`,
  'u',
);
const CLIP_OPENING = /^<clipPath id="[^"]+"(?: clip-path="url\(#([^)]+)\)")?>$/u;

/** What satori's masks and clip paths let through, read once per definition. */
class Areas {
  private readonly masks = new Map<string, { shown: Box; outer?: string; hidden: Box[] } | null>();
  private readonly clips = new Map<string, { shown: Box; outer?: string } | null>();

  constructor(
    private readonly svg: string,
    private readonly definitions: Map<string, SvgElementSpan>,
  ) {}

  maskShowsAll(id: string, box: Box, depth = 0): boolean {
    const mask = this.mask(id);
    if (!mask || depth > 32 || !inside(box, mask.shown)) return false;
    if (mask.hidden.some((hidden) => overlaps(hidden, box))) return false;
    return mask.outer === undefined || this.maskShowsAll(mask.outer, box, depth + 1);
  }

  clipShowsAll(id: string, box: Box, depth = 0): boolean {
    const clip = this.clip(id);
    if (!clip || depth > 32 || !inside(box, clip.shown)) return false;
    return clip.outer === undefined || this.clipShowsAll(clip.outer, box, depth + 1);
  }

  private mask(id: string) {
    if (this.masks.has(id)) return this.masks.get(id);
    let read: { shown: Box; outer?: string; hidden: Box[] } | null = null;
    const span = this.definitions.get(`mask#${id}`);
    const parts = span && childElements(this.svg, span.contentStart, span.contentEnd);
    const [first, ...rest] = parts ?? [];
    const white = first && WHITE_RECT.exec(this.svg.slice(first.start, first.end));
    // Only the mask's own attributes: `id` alone (no units or region other than the defaults satori leaves).
    if (span && white && /^ id="[^"]+"$/u.test(span.attributes)) {
      const hidden: Box[] = [];
      let understood = true;
      for (const part of rest) {
        const boxes = part.name === 'path' ? strokeBands(this.svg, part) : undefined;
        const black =
          attribute(part.attributes, 'stroke') === '#000' && attribute(part.attributes, 'fill') === 'none';
        if (!boxes || !black) understood = false;
        else hidden.push(...boxes);
      }
      if (understood) read = { shown: rectangleOf(white), outer: white[5], hidden };
    }
    this.masks.set(id, read);
    return read;
  }

  private clip(id: string) {
    if (this.clips.has(id)) return this.clips.get(id);
    let read: { shown: Box; outer?: string } | null = null;
    const span = this.definitions.get(`clipPath#${id}`);
    const opening = span && CLIP_OPENING.exec(this.svg.slice(span.start, span.contentStart));
    const rect = span && CLIP_RECT.exec(this.svg.slice(span.contentStart, span.contentEnd));
    if (opening && rect) read = { shown: rectangleOf(rect), outer: opening[1] };
    this.clips.set(id, read);
    return read;
  }
}

/**
 * Where a stroked path paints: for a path of straight lines (a square border), a band per line, as wide as the
 * stroke and reaching half its width past each end (the corner joins); for any other path, its whole box.
 */
function strokeBands(svg: string, path: SvgElementSpan): Box[] | undefined {
  if (attribute(path.attributes, 'transform') !== undefined) return undefined;
  const half = Number(attribute(path.attributes, 'stroke-width') ?? 1) / 2;
  const lines = Number.isFinite(half) ? segments(attribute(path.attributes, 'd') ?? '') : undefined;
  if (!lines) {
    const box = elementBounds(svg, path);
    return box ? [box] : box === null ? [] : undefined;
  }
  return lines.map(([x0, y0, x1, y1]) => ({
    x0: Math.min(x0, x1) - half,
    y0: Math.min(y0, y1) - half,
    x1: Math.max(x0, x1) + half,
    y1: Math.max(y0, y1) + half,
  }));
}

function rectangleOf(match: RegExpExecArray): Box {
  const [x, y, width, height] = match.slice(1, 5).map(Number) as [number, number, number, number];
  return { x0: x, y0: y, x1: x + width, y1: y + height };
}

function inside(box: Box, area: Box): boolean {
  return box.x0 >= area.x0 && box.y0 >= area.y0 && box.x1 <= area.x1 && box.y1 <= area.y1;
}
