import { pngStreams } from './pngStreams';
import { type Matrix, num, pathToPdf } from './pathData';
import { svgColor, svgRgba, type Rgba } from './svgColor';
import { fitViewBox, IDENTITY, multiply, parseTransform } from './svgTransform';
import { parseSvg, type SvgElement } from './svgTree';
import { UnsupportedSvg } from './UnsupportedSvg';

import { PdfContent } from './PdfContent';
import { glyphOutlineContent, glyphRun } from './glyphRun';
import { PICTURE_GRID } from '../svg/pictureGrid';

type Ref = PDFKit.PDFKitReference;

interface Style {
  fill: string;
  stroke: string;
  strokeWidth: number;
  fillOpacity: number;
  strokeOpacity: number;
  fillRule: string;
  lineCap: string;
  lineJoin: string;
  dash: string;
  dashOffset: number;
  miterLimit: number;
}

const DEFAULT_STYLE: Style = {
  fill: '#000',
  stroke: 'none',
  strokeWidth: 1,
  fillOpacity: 1,
  strokeOpacity: 1,
  fillRule: 'nonzero',
  lineCap: 'butt',
  lineJoin: 'miter',
  dash: 'none',
  dashOffset: 0,
  miterLimit: 4,
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One SVG document being drawn: its ids and its viewport (nested SVG images get their own). */
interface Scope {
  ids: Map<string, SvgElement>;
  viewport: Box;
}

const SHAPES = new Set(['rect', 'path', 'circle', 'ellipse', 'polygon', 'polyline', 'line']);
const DEFINITIONS = new Set([
  'defs',
  'clipPath',
  'mask',
  'pattern',
  'linearGradient',
  'radialGradient',
  'filter',
  'title',
  'desc',
  'metadata',
]);
/**
 * Attributes whose effect is drawn (or which change nothing in print). Anything else is refused, so a new satori
 * feature shows up as a raster fallback in the tests rather than as something missing from the PDF.
 */
const KNOWN_ATTRIBUTES = new Set([
  'id',
  'x',
  'y',
  'width',
  'height',
  'd',
  'points',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x1',
  'y1',
  'x2',
  'y2',
  'fill',
  'stroke',
  'stroke-width',
  'fill-opacity',
  'stroke-opacity',
  'fill-rule',
  'clip-rule',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'transform',
  'clip-path',
  'mask',
  'href',
  'xlink:href',
  'preserveAspectRatio',
  'viewBox',
  'xmlns',
  'xmlns:xlink',
  'version',
  // Anti-aliasing hints: a PDF viewer or printer rasterises at its own resolution.
  'shape-rendering',
  'image-rendering',
  PICTURE_GRID,
  'display',
  'visibility',
]);

const INHERITED: [string, keyof Style][] = [
  ['fill', 'fill'],
  ['stroke', 'stroke'],
  ['stroke-width', 'strokeWidth'],
  ['fill-opacity', 'fillOpacity'],
  ['stroke-opacity', 'strokeOpacity'],
  ['fill-rule', 'fillRule'],
  ['stroke-linecap', 'lineCap'],
  ['stroke-linejoin', 'lineJoin'],
  ['stroke-dasharray', 'dash'],
  ['stroke-dashoffset', 'dashOffset'],
  ['stroke-miterlimit', 'miterLimit'],
];

function length(value: string | undefined, fallback = 0): number {
  if (value === undefined) return fallback;
  const n = Number(value.endsWith('px') ? value.slice(0, -2) : value);
  if (!Number.isFinite(n)) throw new UnsupportedSvg(`length ${value}`);
  return n;
}

/** A length that may be a percentage of the viewport's width or height (bwip-js barcodes use width="100%"). */
function extent(value: string | undefined, of: number): number {
  if (value !== undefined && value.endsWith('%')) return (Number.parseFloat(value) / 100) * of;
  return length(value);
}

function urlId(value: string): string {
  const match = /^url\(\s*['"]?#([^'")]+)['"]?\s*\)$/u.exec(value.trim());
  if (!match) throw new UnsupportedSvg(`reference ${value}`);
  return match[1] as string;
}

function collectIds(element: SvgElement, ids: Map<string, SvgElement>): void {
  const id = element.attrs.id;
  if (id !== undefined) ids.set(id, element);
  for (const child of element.children) collectIds(child, ids);
}

function viewBoxOf(svg: SvgElement): Box | undefined {
  const text = svg.attrs.viewBox;
  if (text === undefined) return undefined;
  const [x, y, width, height] = text
    .trim()
    .split(/[\s,]+/u)
    .map(Number);
  if (![x, y, width, height].every((n) => Number.isFinite(n)) || !(width! > 0) || !(height! > 0))
    throw new UnsupportedSvg(`viewBox ${text}`);
  return { x: x as number, y: y as number, width: width as number, height: height as number };
}

/** pdfkit's opened image (doc.openImage caches by data URL, so a picture used on many pages is embedded once). */
interface EmbeddedImage {
  width: number;
  height: number;
  label: string;
  obj?: Ref;
  embed(doc: PDFKit.PDFDocument): void;
}

const KAPPA = 0.5522847498307936;

/**
 * Draws satori's SVG as PDF vector operators: glyph outlines and boxes as paths, images as image XObjects (SVG
 * images drawn recursively), clip paths as clipping, masks as clipping where they are one opaque white shape
 * and as luminosity soft masks otherwise, gradients as shadings. Whatever it does not know it refuses
 * (UnsupportedSvg), so the caller can fall back to a picture of the page.
 */
export class SvgPdfWriter {
  private readonly alphaStates = new Map<string, { name: string; ref: Ref }>();
  /** PNG pictures of this PDF by data URL: a barcode or shadow used on many pages is embedded once. */
  private readonly pngs = new Map<string, { name: string; ref: Ref; width: number; height: number }>();
  /** Glyph outlines of this PDF as form XObjects, by outline: every page of a batch shares them. */
  private readonly glyphForms = new Map<string, { name: string; ref: Ref }>();
  private count = 0;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** A page's SVG -> content in the SVG's own user space (layout pixels, y down), clipped to its viewport. */
  draw(svg: string): PdfContent {
    const root = parseSvg(svg);
    const ids = new Map<string, SvgElement>();
    collectIds(root, ids);
    const view = viewBoxOf(root) ?? {
      x: 0,
      y: 0,
      width: length(root.attrs.width),
      height: length(root.attrs.height),
    };
    const out = new PdfContent();
    out.ops.push(`${num(view.x)} ${num(view.y)} ${num(view.width)} ${num(view.height)} re W n`);
    this.children(root, out, { ids, viewport: view }, DEFAULT_STYLE);
    return out;
  }

  alphaState(key: string, fill: number, stroke: number): { name: string; ref: Ref } {
    let state = this.alphaStates.get(key);
    if (!state) {
      const ref = this.doc.ref({ Type: 'ExtGState', ca: fill, CA: stroke });
      ref.end('');
      state = { name: `Ga${++this.count}`, ref };
      this.alphaStates.set(key, state);
    }
    return state;
  }

  private children(parent: SvgElement, out: PdfContent, scope: Scope, style: Style): void {
    for (const child of parent.children) this.element(child, out, scope, style);
  }

  private element(el: SvgElement, out: PdfContent, scope: Scope, parentStyle: Style): void {
    if (DEFINITIONS.has(el.name)) return;
    if (el.name !== 'g' && el.name !== 'image' && !SHAPES.has(el.name))
      throw new UnsupportedSvg(`<${el.name}>`);
    for (const name of Object.keys(el.attrs))
      if (!KNOWN_ATTRIBUTES.has(name) && !(el.name === 'g' && name === 'filter'))
        throw new UnsupportedSvg(`attribute ${name} on <${el.name}>`);
    const a = el.attrs;
    if (a.display === 'none' || a.visibility === 'hidden' || a.visibility === 'collapse') return;
    if (a.filter !== undefined) throw new UnsupportedSvg('filter');
    const style = this.style(parentStyle, el);
    const opacity = a.opacity === undefined ? 1 : Math.min(1, length(a.opacity));
    if (opacity <= 0) return;
    const wrapped = a.transform !== undefined || a['clip-path'] !== undefined || a.mask !== undefined;
    if (wrapped) out.save();
    if (a.transform !== undefined) out.ops.push(`${parseTransform(a.transform).map(num).join(' ')} cm`);
    if (a['clip-path'] !== undefined) this.clip(urlId(a['clip-path']), out, scope);
    const softMasks = a.mask === undefined ? [] : this.mask(urlId(a.mask), out, scope);
    // Opacity of a group, or of a shape painted twice (fill and stroke), is that of the composite: a transparency
    // group. A single paint just multiplies its alpha.
    const fillsAndStrokes = SHAPES.has(el.name) && style.fill !== 'none' && style.stroke !== 'none';
    const grouped = opacity < 1 && (el.name === 'g' || fillsAndStrokes);
    let draw = (target: PdfContent) => this.content(el, target, scope, style, grouped ? 1 : opacity);
    if (grouped) {
      const inner = draw;
      draw = (target) => this.group(target, scope, inner, opacity);
    }
    // Each soft mask applies to a group of what it masks: a soft mask in a graphics state replaces the one before,
    // so nested masks must be nested groups.
    for (const mask of softMasks) {
      const inner = draw;
      draw = (target) => {
        target.save();
        target.resources.ExtGState[mask.name] = mask.ref;
        target.ops.push(`/${mask.name} gs`);
        this.group(target, scope, inner, 1);
        target.restore();
      };
    }
    draw(out);
    if (wrapped) out.restore();
  }

  private style(parent: Style, el: SvgElement): Style {
    if (el.attrs.style !== undefined && el.attrs.style.trim() !== '')
      throw new UnsupportedSvg('style attribute');
    let style = parent;
    for (const [attr, key] of INHERITED) {
      const value = el.attrs[attr];
      if (value === undefined) continue;
      if (style === parent) style = { ...parent };
      (style as unknown as Record<string, string | number>)[key] =
        typeof DEFAULT_STYLE[key] === 'number' ? length(value) : value;
    }
    return style;
  }

  private content(el: SvgElement, out: PdfContent, scope: Scope, style: Style, alpha: number): void {
    if (el.name === 'g') this.children(el, out, scope, style);
    else if (el.name === 'image') this.image(el, out, scope, alpha);
    else if (el.name === 'path' && this.glyphs(el, out, style, alpha)) return;
    else {
      const geometry: string[] = [];
      if (!this.geometry(el, geometry, scope)) return;
      this.paint(el, geometry, out, scope, style, alpha);
    }
  }

  /**
   * Text drawn as placed glyphs: each distinct outline is a form XObject of this PDF, painted in the current fill
   * colour wherever it recurs (a CV page has about 2,000 glyphs of a few hundred outlines), so the page content is
   * one translation and one Do per glyph instead of the outline's path operators. Only for an opaque nonzero fill
   * without a stroke: a translucent fill would darken where joined Arabic letters overlap. False when the path is
   * not such text, for the caller to draw it as a path.
   */
  private glyphs(el: SvgElement, out: PdfContent, style: Style, alpha: number): boolean {
    if (style.fillRule !== 'nonzero' || style.fill.startsWith('url(') || style.stroke.startsWith('url('))
      return false;
    const fill = svgColor(style.fill);
    const stroke = svgColor(style.stroke);
    if (!fill || fill.a * style.fillOpacity * alpha < 1 || (stroke && style.strokeWidth > 0)) return false;
    const run = glyphRun(el.attrs.d ?? '');
    if (!run) return false;
    out.save();
    out.alpha(this, 1, 1);
    const ops = out.ops;
    ops.push(`${num(fill.r)} ${num(fill.g)} ${num(fill.b)} rg`);
    // Each translation is from the glyph before (cm multiplies), so the q/Q around the run undoes them all.
    let x = 0;
    let y = 0;
    for (const glyph of run) {
      const form = this.glyphForm(glyph.outline);
      out.resources.XObject[form.name] = form.ref;
      ops.push(`1 0 0 1 ${num(glyph.x - x)} ${num(glyph.y - y)} cm /${form.name} Do`);
      x = glyph.x;
      y = glyph.y;
    }
    out.restore();
    return true;
  }

  private glyphForm(outline: string): { name: string; ref: Ref } {
    let form = this.glyphForms.get(outline);
    if (!form) {
      const content = glyphOutlineContent(outline);
      const ref = this.doc.ref({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: content.bbox,
        Filter: 'FlateDecode',
      });
      ref.end(content.deflated);
      form = { name: `Gl${++this.count}`, ref };
      this.glyphForms.set(outline, form);
    }
    return form;
  }

  /** The shape's outline as path operators; false when it has no area to paint (e.g. a zero-width rect). */
  private geometry(el: SvgElement, out: string[], scope: Scope, matrix?: Matrix): boolean {
    const a = el.attrs;
    switch (el.name) {
      case 'rect': {
        const x = extent(a.x, scope.viewport.width);
        const y = extent(a.y, scope.viewport.height);
        const w = extent(a.width, scope.viewport.width);
        const h = extent(a.height, scope.viewport.height);
        if (w <= 0 || h <= 0) return false;
        let rx = a.rx === undefined ? undefined : length(a.rx);
        let ry = a.ry === undefined ? undefined : length(a.ry);
        rx = Math.min(w / 2, rx ?? ry ?? 0);
        ry = Math.min(h / 2, ry ?? rx);
        if (rx <= 0 || ry <= 0) {
          if (!matrix) out.push(`${num(x)} ${num(y)} ${num(w)} ${num(h)} re`);
          else pathToPdf(`M${x} ${y}H${x + w}V${y + h}H${x}Z`, out, matrix);
        } else {
          pathToPdf(
            `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}` +
              `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}` +
              `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`,
            out,
            matrix,
          );
        }
        return true;
      }
      case 'path':
        if (a.d === undefined || a.d.trim() === '') return false;
        pathToPdf(a.d, out, matrix);
        return true;
      case 'circle':
      case 'ellipse': {
        const cx = length(a.cx);
        const cy = length(a.cy);
        const rx = el.name === 'circle' ? length(a.r) : length(a.rx ?? a.ry);
        const ry = el.name === 'circle' ? rx : length(a.ry ?? a.rx);
        if (rx <= 0 || ry <= 0) return false;
        const kx = rx * KAPPA;
        const ky = ry * KAPPA;
        pathToPdf(
          `M${cx + rx} ${cy}C${cx + rx} ${cy + ky} ${cx + kx} ${cy + ry} ${cx} ${cy + ry}` +
            `C${cx - kx} ${cy + ry} ${cx - rx} ${cy + ky} ${cx - rx} ${cy}` +
            `C${cx - rx} ${cy - ky} ${cx - kx} ${cy - ry} ${cx} ${cy - ry}` +
            `C${cx + kx} ${cy - ry} ${cx + rx} ${cy - ky} ${cx + rx} ${cy}Z`,
          out,
          matrix,
        );
        return true;
      }
      case 'polygon':
      case 'polyline': {
        const points = (a.points ?? '').trim();
        if (points === '') return false;
        pathToPdf(`M${points}${el.name === 'polygon' ? 'Z' : ''}`, out, matrix);
        return true;
      }
      case 'line':
        pathToPdf(`M${length(a.x1)} ${length(a.y1)}L${length(a.x2)} ${length(a.y2)}`, out, matrix);
        return true;
      default:
        throw new UnsupportedSvg(`<${el.name}> as a shape`);
    }
  }

  private paint(
    el: SvgElement,
    geometry: string[],
    out: PdfContent,
    scope: Scope,
    style: Style,
    alpha: number,
  ): void {
    const evenOdd = style.fillRule === 'evenodd';
    let fill: Rgba | undefined;
    if (style.fill.startsWith('url('))
      this.paintServer(el, geometry, urlId(style.fill), out, scope, evenOdd, alpha * style.fillOpacity);
    else fill = svgColor(style.fill);
    const stroke = style.stroke.startsWith('url(')
      ? unsupported('stroke paint server')
      : svgColor(style.stroke);
    const strokeWidth = stroke ? style.strokeWidth : 0;
    if (!fill && (!stroke || strokeWidth <= 0)) return;
    const fillAlpha = fill ? fill.a * style.fillOpacity * alpha : 1;
    const strokeAlpha = stroke ? stroke.a * style.strokeOpacity * alpha : 1;
    out.alpha(this, fillAlpha, strokeAlpha);
    const ops = out.ops;
    if (fill) ops.push(`${num(fill.r)} ${num(fill.g)} ${num(fill.b)} rg`);
    if (stroke && strokeWidth > 0) {
      ops.push(`${num(stroke.r)} ${num(stroke.g)} ${num(stroke.b)} RG ${num(strokeWidth)} w`);
      ops.push(
        `${{ butt: 0, round: 1, square: 2 }[style.lineCap] ?? unsupported(`linecap ${style.lineCap}`)} J`,
      );
      ops.push(
        `${{ miter: 0, round: 1, bevel: 2 }[style.lineJoin] ?? unsupported(`linejoin ${style.lineJoin}`)} j`,
      );
      ops.push(`${num(style.miterLimit)} M`);
      const dash =
        style.dash === 'none'
          ? []
          : style.dash
              .split(/[\s,]+/u)
              .filter((p) => p !== '')
              .map((p) => length(p));
      // An odd-length dash list repeats to make it even, as SVG says.
      const dashes = dash.length % 2 === 1 ? [...dash, ...dash] : dash;
      ops.push(`[${dashes.map(num).join(' ')}] ${num(style.dashOffset)} d`);
    }
    for (const op of geometry) ops.push(op);
    if (fill && stroke && strokeWidth > 0) ops.push(evenOdd ? 'B*' : 'B');
    else if (fill) ops.push(evenOdd ? 'f*' : 'f');
    else ops.push('S');
  }

  /** Fills a shape with a pattern or a gradient: clip to the shape, then paint the pattern content or shading. */
  private paintServer(
    el: SvgElement,
    geometry: string[],
    id: string,
    out: PdfContent,
    scope: Scope,
    evenOdd: boolean,
    alpha: number,
  ): void {
    const server = scope.ids.get(id) ?? unsupported(`missing paint ${id}`);
    const bbox = () => {
      if (el.name !== 'rect') throw new UnsupportedSvg(`${server.name} on <${el.name}>`);
      return {
        x: length(el.attrs.x),
        y: length(el.attrs.y),
        width: length(el.attrs.width),
        height: length(el.attrs.height),
      };
    };
    if (server.name === 'pattern') {
      const p = server.attrs;
      for (const name of Object.keys(p))
        if (!['id', 'x', 'y', 'width', 'height', 'patternUnits'].includes(name))
          throw new UnsupportedSvg(`pattern ${name}`);
      // satori's background images: one tile the size of the box (objectBoundingBox 0 0 1 1), content in user
      // units from the tile's corner. Drawing the content once, clipped to the shape, is the same picture.
      if (
        p.patternUnits !== 'objectBoundingBox' ||
        length(p.x) !== 0 ||
        length(p.y) !== 0 ||
        length(p.width) !== 1 ||
        length(p.height) !== 1
      )
        throw new UnsupportedSvg('pattern other than one box-sized tile');
      const box = bbox();
      if (alpha < 1) throw new UnsupportedSvg('translucent pattern');
      out.save();
      out.ops.push(...geometry, evenOdd ? 'W* n' : 'W n', `1 0 0 1 ${num(box.x)} ${num(box.y)} cm`);
      this.children(server, out, scope, DEFAULT_STYLE);
      out.restore();
      return;
    }
    if (server.name !== 'linearGradient' && server.name !== 'radialGradient')
      throw new UnsupportedSvg(`paint <${server.name}>`);
    const g = server.attrs;
    for (const name of Object.keys(g))
      if (
        ![
          'id',
          'x1',
          'y1',
          'x2',
          'y2',
          'cx',
          'cy',
          'r',
          'fx',
          'fy',
          'gradientUnits',
          'spreadMethod',
        ].includes(name)
      )
        throw new UnsupportedSvg(`gradient ${name}`);
    if ((g.spreadMethod ?? 'pad') !== 'pad') throw new UnsupportedSvg(`gradient spread ${g.spreadMethod}`);
    const stops = server.children.map((stop) => {
      if (stop.name !== 'stop') throw new UnsupportedSvg(`<${stop.name}> in a gradient`);
      const offsetText = stop.attrs.offset ?? '0';
      const offset = offsetText.endsWith('%') ? Number.parseFloat(offsetText) / 100 : Number(offsetText);
      const color = svgRgba(stop.attrs['stop-color'] ?? '#000') ?? unsupported('stop-color none');
      const opacity = stop.attrs['stop-opacity'] === undefined ? 1 : Number(stop.attrs['stop-opacity']);
      return {
        offset: Math.min(1, Math.max(0, offset)),
        color: [color.r, color.g, color.b],
        alpha: [color.a * opacity],
      };
    });
    // A gradient from transparent to transparent (a template's gradient that is switched off) paints nothing.
    if (stops.every((s) => (s.alpha[0] as number) <= 0)) return;
    const constantAlpha = new Set(stops.map((s) => num(s.alpha[0] as number))).size === 1;
    const units = g.gradientUnits ?? 'objectBoundingBox';
    const fraction = (value: string | undefined, fallback: number) =>
      value === undefined ? fallback : value.endsWith('%') ? Number.parseFloat(value) / 100 : length(value);
    const coords =
      server.name === 'linearGradient'
        ? [fraction(g.x1, 0), fraction(g.y1, 0), fraction(g.x2, 1), fraction(g.y2, 0)]
        : [
            fraction(g.fx ?? g.cx, 0.5),
            fraction(g.fy ?? g.cy, 0.5),
            0,
            fraction(g.cx, 0.5),
            fraction(g.cy, 0.5),
            fraction(g.r, 0.5),
          ];
    if (
      units === 'userSpaceOnUse' &&
      [g.x1, g.y1, g.x2, g.y2, g.cx, g.cy, g.r, g.fx, g.fy].some((v) => v?.endsWith('%'))
    )
      throw new UnsupportedSvg('gradient in percent of the viewport');
    const type = server.name === 'linearGradient' ? 2 : 3;
    if (units !== 'objectBoundingBox' && units !== 'userSpaceOnUse')
      throw new UnsupportedSvg(`gradientUnits ${units}`);
    const box = units === 'objectBoundingBox' ? bbox() : undefined;
    const paintShading = (target: PdfContent, shading: { name: string; ref: Ref }) => {
      target.ops.push(...geometry, evenOdd ? 'W* n' : 'W n');
      if (box) target.ops.push(`${num(box.width)} 0 0 ${num(box.height)} ${num(box.x)} ${num(box.y)} cm`);
      target.resources.Shading[shading.name] = shading.ref;
      target.ops.push(`/${shading.name} sh`);
    };
    out.save();
    if (constantAlpha) out.alpha(this, (stops[0]?.alpha[0] as number) * alpha, 1);
    else {
      // Transparency that changes along the gradient: the same gradient of alpha values, in grey, as a soft mask.
      const alphaShading = this.shading(
        type,
        coords,
        stops.map((s) => ({ offset: s.offset, components: s.alpha })),
        'DeviceGray',
      );
      const form = this.form((target) => paintShading(target, alphaShading), scope, true);
      const mask = this.doc.ref({ Type: 'ExtGState', SMask: { Type: 'Mask', S: 'Luminosity', G: form.ref } });
      mask.end('');
      const name = `Gm${++this.count}`;
      out.resources.ExtGState[name] = mask;
      out.ops.push(`/${name} gs`);
      out.alpha(this, alpha, 1);
    }
    paintShading(
      out,
      this.shading(
        type,
        coords,
        stops.map((s) => ({ offset: s.offset, components: s.color })),
        'DeviceRGB',
      ),
    );
    out.restore();
  }

  private shading(
    type: 2 | 3,
    coords: number[],
    stops: { offset: number; components: number[] }[],
    colorSpace: 'DeviceRGB' | 'DeviceGray',
  ): { name: string; ref: Ref } {
    const sorted = stops.map((stop) => ({ ...stop }));
    for (let i = 1; i < sorted.length; i++)
      if ((sorted[i] as { offset: number }).offset < (sorted[i - 1] as { offset: number }).offset)
        (sorted[i] as { offset: number }).offset = (sorted[i - 1] as { offset: number }).offset;
    const first = sorted[0] as (typeof sorted)[number];
    const last = sorted[sorted.length - 1] as (typeof sorted)[number];
    if (first.offset > 0) sorted.unshift({ ...first, offset: 0 });
    if (last.offset < 1) sorted.push({ ...last, offset: 1 });
    const pieces = sorted.slice(1).map((stop, i) => ({
      FunctionType: 2,
      Domain: [0, 1],
      C0: (sorted[i] as (typeof sorted)[number]).components,
      C1: stop.components,
      N: 1,
    }));
    const fn =
      pieces.length === 1
        ? pieces[0]
        : {
            FunctionType: 3,
            Domain: [0, 1],
            Functions: pieces,
            Bounds: sorted.slice(1, -1).map((s) => s.offset),
            Encode: pieces.flatMap(() => [0, 1]),
          };
    const ref = this.doc.ref({
      ShadingType: type,
      ColorSpace: colorSpace,
      Coords: coords,
      Function: fn,
      Extend: [true, true],
    });
    ref.end('');
    return { name: `Sh${++this.count}`, ref };
  }

  /** Intersects the clip with a <clipPath>'s shapes (their union). */
  private clip(id: string, out: PdfContent, scope: Scope): void {
    const clipPath = scope.ids.get(id) ?? unsupported(`missing clipPath ${id}`);
    if (clipPath.name !== 'clipPath') throw new UnsupportedSvg(`clip-path to <${clipPath.name}>`);
    const a = clipPath.attrs;
    for (const name of Object.keys(a))
      if (!['id', 'clip-path', 'transform', 'clipPathUnits', 'clip-rule', 'fill-rule'].includes(name))
        throw new UnsupportedSvg(`clipPath ${name}`);
    if ((a.clipPathUnits ?? 'userSpaceOnUse') !== 'userSpaceOnUse') throw new UnsupportedSvg('clipPathUnits');
    if (a['clip-path'] !== undefined) this.clip(urlId(a['clip-path']), out, scope);
    const base = a.transform === undefined ? IDENTITY : parseTransform(a.transform);
    const geometry: string[] = [];
    const rules = new Set<string>();
    for (const child of clipPath.children) {
      if (!SHAPES.has(child.name)) throw new UnsupportedSvg(`<${child.name}> in a clipPath`);
      if (child.attrs['clip-path'] !== undefined || child.attrs.mask !== undefined)
        throw new UnsupportedSvg('clip-path inside a clipPath');
      if (child.attrs.display === 'none' || child.attrs.visibility === 'hidden') continue;
      rules.add(child.attrs['clip-rule'] ?? a['clip-rule'] ?? 'nonzero');
      const matrix =
        child.attrs.transform === undefined ? base : multiply(base, parseTransform(child.attrs.transform));
      this.geometry(child, geometry, scope, matrix === IDENTITY ? undefined : matrix);
    }
    if (rules.size > 1) throw new UnsupportedSvg('clipPath mixing fill rules');
    // An empty clip path hides the element.
    if (geometry.length === 0) geometry.push('0 0 0 0 re');
    out.ops.push(...geometry, rules.has('evenodd') ? 'W* n' : 'W n');
  }

  /**
   * Applies a <mask>. satori's overflow masks are an opaque white box (sometimes itself masked, sometimes minus a
   * border's stroke that lies outside it): those become clipping, which is exact and cheap. Any other mask
   * becomes a luminosity soft mask (returned, to be applied around a group of the masked content).
   */
  private mask(id: string, out: PdfContent, scope: Scope): { name: string; ref: Ref }[] {
    const mask = scope.ids.get(id) ?? unsupported(`missing mask ${id}`);
    if (mask.name !== 'mask') throw new UnsupportedSvg(`mask to <${mask.name}>`);
    const a = mask.attrs;
    for (const name of Object.keys(a))
      if (!['id', 'maskUnits', 'maskContentUnits', 'x', 'y', 'width', 'height'].includes(name))
        throw new UnsupportedSvg(`mask ${name}`);
    if ((a.maskContentUnits ?? 'userSpaceOnUse') !== 'userSpaceOnUse')
      throw new UnsupportedSvg('maskContentUnits');
    if (a.maskUnits === 'userSpaceOnUse' && a.width !== undefined && a.height !== undefined)
      out.ops.push(
        `${num(length(a.x))} ${num(length(a.y))} ${num(length(a.width))} ${num(length(a.height))} re W n`,
      );
    else if (a.maskUnits === 'userSpaceOnUse' || a.x !== undefined || a.width !== undefined)
      // The default region (the element's box plus 10%) holds everything satori draws; other regions are not drawn.
      throw new UnsupportedSvg('mask region');
    const white = mask.children.filter((c) => isOpaqueWhiteShape(c));
    const rest = mask.children.filter((c) => !white.includes(c));
    if (white.length === 1 && rest.every((c) => strokeOutside(c, white[0] as SvgElement))) {
      const shape = white[0] as SvgElement;
      const geometry: string[] = [];
      const matrix = shape.attrs.transform === undefined ? undefined : parseTransform(shape.attrs.transform);
      this.geometry(shape, geometry, scope, matrix);
      out.ops.push(...(geometry.length > 0 ? geometry : ['0 0 0 0 re']), 'W n');
      return shape.attrs.mask === undefined ? [] : this.mask(urlId(shape.attrs.mask), out, scope);
    }
    // A rounded box's cut-out (its border's stroke taken from the box inside it): a clip as well. As a soft mask
    // it was a transparency group under every element the box holds, which poppler draws page-sized each time.
    const inside =
      white.length === 1 && rest.length === 1
        ? roundedCutOutInside(rest[0] as SvgElement, white[0] as SvgElement)
        : undefined;
    if (inside !== undefined) {
      // The white box is the inside's bounds (checked), so the inside alone is the clip.
      const shape = white[0] as SvgElement;
      const geometry: string[] = [];
      pathToPdf(inside, geometry);
      out.ops.push(...geometry, 'W n');
      return shape.attrs.mask === undefined ? [] : this.mask(urlId(shape.attrs.mask), out, scope);
    }
    const form = this.form((target) => this.children(mask, target, scope, DEFAULT_STYLE), scope, true);
    const ref = this.doc.ref({ Type: 'ExtGState', SMask: { Type: 'Mask', S: 'Luminosity', G: form.ref } });
    ref.end('');
    return [{ name: `Gm${++this.count}`, ref }];
  }

  /** Draws into a transparency group and paints it with the given opacity. */
  private group(out: PdfContent, scope: Scope, draw: (target: PdfContent) => void, opacity: number): void {
    const form = this.form(draw, scope, false);
    out.save();
    out.alpha(this, opacity, opacity);
    out.resources.XObject[form.name] = form.ref;
    out.ops.push(`/${form.name} Do`);
    out.restore();
  }

  private form(
    draw: (target: PdfContent) => void,
    scope: Scope,
    forMask: boolean,
  ): { name: string; ref: Ref } {
    const inner = new PdfContent();
    draw(inner);
    const v = scope.viewport;
    // Generous bounds in the current user space: the content is clipped by what encloses it anyway.
    const bbox = [v.x - v.width, v.y - v.height, v.x + 2 * v.width, v.y + 2 * v.height];
    const ref = this.doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: bbox,
      Group: { Type: 'Group', S: 'Transparency', ...(forMask ? { CS: 'DeviceRGB' } : {}) },
      Resources: inner.dictionary(),
    });
    // A form must have a content stream, even an empty one.
    ref.end(inner.ops.join('\n') || ' ');
    return { name: `Fm${++this.count}`, ref };
  }

  private image(el: SvgElement, out: PdfContent, scope: Scope, alpha: number): void {
    const a = el.attrs;
    const box = { x: length(a.x), y: length(a.y), width: length(a.width), height: length(a.height) };
    if (box.width <= 0 || box.height <= 0) return;
    const href = a.href ?? a['xlink:href'] ?? '';
    const fit = a.preserveAspectRatio ?? 'xMidYMid meet';
    if (href.startsWith('data:image/svg+xml')) {
      const draw = (target: PdfContent) => this.svgImage(href, box, fit, target);
      if (alpha < 1) this.group(out, scope, draw, alpha);
      else draw(out);
      return;
    }
    // Only embedded pictures: an SVG from a template must never make the server read a file or fetch a URL.
    if (!/^data:image\/(png|jpeg|jpg);base64,/u.test(href))
      throw new UnsupportedSvg(`image ${href.slice(0, 30)}`);
    const picture = href.startsWith('data:image/png') ? this.png(href) : this.jpeg(href);
    out.resources.XObject[picture.name] = picture.ref;
    const place = fitViewBox({ x: 0, y: 0, width: picture.width, height: picture.height }, box, fit);
    const label = picture.name;
    out.save();
    out.ops.push(`${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)} re W n`);
    out.alpha(this, alpha, alpha);
    // An image XObject fills the unit square with y up; the page's user space has y down.
    const [sx, , , sy, tx, ty] = place;
    out.ops.push(
      `${num(sx * picture.width)} 0 0 ${num(-sy * picture.height)} ${num(tx)} ${num(ty + sy * picture.height)} cm /${label} Do`,
    );
    out.restore();
  }

  private png(href: string): { name: string; ref: Ref; width: number; height: number } {
    let picture = this.pngs.get(href);
    if (picture) return picture;
    let streams;
    try {
      streams = pngStreams(href);
    } catch {
      throw new UnsupportedSvg('unreadable PNG image');
    }
    const image = {
      Type: 'XObject',
      Subtype: 'Image',
      Width: streams.width,
      Height: streams.height,
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    };
    let mask: Ref | undefined;
    if (streams.alpha) {
      mask = this.doc.ref({ ...image, ColorSpace: 'DeviceGray' });
      mask.end(streams.alpha);
    }
    const ref = this.doc.ref({ ...image, ColorSpace: 'DeviceRGB', ...(mask ? { SMask: mask } : {}) });
    ref.end(streams.rgb);
    picture = { name: `Im${++this.count}`, ref, width: streams.width, height: streams.height };
    this.pngs.set(href, picture);
    return picture;
  }

  private jpeg(href: string): { name: string; ref: Ref; width: number; height: number } {
    let picture: EmbeddedImage;
    try {
      picture = (this.doc as unknown as { openImage(src: string): EmbeddedImage }).openImage(href);
    } catch {
      throw new UnsupportedSvg('unreadable JPEG image');
    }
    if (!picture.obj) picture.embed(this.doc);
    return { name: picture.label, ref: picture.obj as Ref, width: picture.width, height: picture.height };
  }

  /** An SVG image (stars, photos, barcodes) drawn as vectors inside its box, like resvg draws it. */
  private svgImage(href: string, box: Box, fit: string, out: PdfContent): void {
    const comma = href.indexOf(',');
    const meta = href.slice(0, comma);
    const body = href.slice(comma + 1);
    let text: string;
    try {
      text = meta.endsWith(';base64')
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeURIComponent(body);
    } catch {
      throw new UnsupportedSvg('undecodable SVG image');
    }
    const root = parseSvg(text);
    const ids = new Map<string, SvgElement>();
    collectIds(root, ids);
    const view = viewBoxOf(root);
    const sizeOf = (value: string | undefined, fromView: number | undefined) => {
      if (value !== undefined && !value.endsWith('%')) return length(value);
      if (fromView !== undefined) return fromView;
      throw new UnsupportedSvg('SVG image without a size');
    };
    const size = {
      x: 0,
      y: 0,
      width: sizeOf(root.attrs.width, view?.width),
      height: sizeOf(root.attrs.height, view?.height),
    };
    if (size.width <= 0 || size.height <= 0) return;
    out.save();
    out.ops.push(`${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)} re W n`);
    out.ops.push(`${fitViewBox(size, box, fit).map(num).join(' ')} cm`);
    out.ops.push(`0 0 ${num(size.width)} ${num(size.height)} re W n`);
    if (view) out.ops.push(`${fitViewBox(view, size, root.attrs.preserveAspectRatio).map(num).join(' ')} cm`);
    this.children(
      root,
      out,
      { ids, viewport: view ?? size },
      this.style(DEFAULT_STYLE, {
        ...root,
        attrs: pick(
          root.attrs,
          INHERITED.map(([k]) => k),
        ),
      }),
    );
    out.restore();
  }
}

function pick(attrs: Record<string, string>, keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) if (attrs[key] !== undefined) out[key] = attrs[key];
  return out;
}

function unsupported(what: string): never {
  throw new UnsupportedSvg(what);
}

function isOpaqueWhiteShape(el: SvgElement): boolean {
  if (!SHAPES.has(el.name)) return false;
  const a = el.attrs;
  if (a['clip-path'] !== undefined || (a.opacity !== undefined && Number(a.opacity) !== 1)) return false;
  if (a['fill-opacity'] !== undefined && Number(a['fill-opacity']) !== 1) return false;
  if (a.stroke !== undefined && a.stroke !== 'none' && Number(a['stroke-width'] ?? 1) !== 0) return false;
  const fill = svgColor(a.fill ?? '#000');
  return fill !== undefined && fill.r === 1 && fill.g === 1 && fill.b === 1 && fill.a === 1;
}

/**
 * A border cut-out's two parts as satori draws them: a path (the border's stroke) over a square-cornered
 * rectangle (the box inside it), neither moved, masked or clipped on its own.
 */
function plainPathOverPlainRect(el: SvgElement, white: SvgElement): boolean {
  return (
    el.name === 'path' &&
    white.name === 'rect' &&
    white.attrs.rx === undefined &&
    white.attrs.ry === undefined &&
    el.attrs.transform === undefined &&
    white.attrs.transform === undefined &&
    el.attrs.mask === undefined &&
    el.attrs['clip-path'] === undefined
  );
}

/**
 * True when `el` is a black stroke (it removes its stroke band from the mask) whose band cannot reach into the
 * white rectangle: satori's border cut-out for square corners, drawn along the outer border edge.
 */
function strokeOutside(el: SvgElement, white: SvgElement): boolean {
  const a = el.attrs;
  if (!plainPathOverPlainRect(el, white)) return false;
  if ((a.fill ?? '#000') !== 'none' || a.d === undefined) return false;
  // Only a black band: outside the white shape the mask is black already, so black there changes nothing.
  const stroke = svgColor(a.stroke ?? 'none');
  if (!stroke || stroke.r !== 0 || stroke.g !== 0 || stroke.b !== 0) return false;
  const written: string[] = [];
  pathToPdf(a.d, written);
  const ops = written.join('\n').split('\n');
  // Corners drawn as zero-radius arcs leave only straight lines: the outline is its bounding rectangle.
  if (ops.some((op) => op.endsWith(' c'))) return false;
  const points = ops
    .filter((op) => op !== 'h')
    .map((op) => op.split(' ').slice(0, 2).map(Number) as [number, number]);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  const onEdge = points.every(([x, y]) => x === box.x0 || x === box.x1 || y === box.y0 || y === box.y1);
  if (!onEdge) return false;
  const half = length(a['stroke-width'] ?? '1') / 2;
  const x = length(white.attrs.x);
  const y = length(white.attrs.y);
  const epsilon = 1e-6;
  return (
    x >= box.x0 + half - epsilon &&
    y >= box.y0 + half - epsilon &&
    x + length(white.attrs.width) <= box.x1 - half + epsilon &&
    y + length(white.attrs.height) <= box.y1 - half + epsilon
  );
}

interface Radii {
  rx: number;
  ry: number;
}

/**
 * The inside of a rounded border's cut-out, as an SVG path, when `el` is the black stroke satori draws along a
 * rounded box's outer border edge (lines along the edges, clockwise quarter arcs at the corners, the top left one
 * maybe split in two) and `white` is that box drawn in by half the stroke: white minus the stroke's band is then
 * exactly the box drawn in by half the stroke with each corner's radii less half the stroke (an arc's offset is an
 * arc), a clip. Undefined for any other shape, or for a round corner whose radius is less than half the stroke.
 */
export function roundedCutOutInside(el: SvgElement, white: SvgElement): string | undefined {
  const a = el.attrs;
  if (!plainPathOverPlainRect(el, white)) return undefined;
  if ((a.fill ?? '#000') !== 'none' || a.d === undefined) return undefined;
  const stroke = svgColor(a.stroke ?? 'none');
  if (!stroke || stroke.r !== 0 || stroke.g !== 0 || stroke.b !== 0 || stroke.a !== 1) return undefined;
  if (a['stroke-dasharray'] !== undefined && a['stroke-dasharray'] !== 'none') return undefined;
  if (a.opacity !== undefined || a['stroke-opacity'] !== undefined) return undefined;
  const tokens = a.d.match(/[MAaHhVvLl]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gu) ?? [];
  if (tokens.join('').length !== a.d.replace(/[\s,]/gu, '').length) return undefined;
  let at = 0;
  const next = () => Number(tokens[at++]);
  if (tokens[at++] !== 'M') return undefined;
  let x = next();
  let y = next();
  const start = [x, y];
  const points: [number, number][] = [];
  const lines: [[number, number], [number, number]][] = [];
  const arcs: { rx: number; ry: number; from: [number, number]; to: [number, number] }[] = [];
  while (at < tokens.length) {
    const command = tokens[at++] as string;
    const relative = command === command.toLowerCase();
    const from: [number, number] = [x, y];
    if (command === 'A' || command === 'a') {
      const [rx, ry, rotation, large, sweep, ex, ey] = Array.from({ length: 7 }, next) as number[];
      if (rotation !== 0 || large !== 0 || sweep !== 1 || !((rx as number) > 0 && (ry as number) > 0))
        return undefined;
      x = relative ? x + (ex as number) : (ex as number);
      y = relative ? y + (ey as number) : (ey as number);
      arcs.push({ rx: rx as number, ry: ry as number, from, to: [x, y] });
    } else if (command === 'H' || command === 'h') x = relative ? x + next() : next();
    else if (command === 'V' || command === 'v') y = relative ? y + next() : next();
    else if (command === 'L' || command === 'l') {
      const [lx, ly] = [next(), next()];
      x = relative ? x + lx : lx;
      y = relative ? y + ly : ly;
      if (x !== from[0] && y !== from[1]) return undefined;
    } else return undefined;
    if (![x, y].every(Number.isFinite)) return undefined;
    if (command !== 'A' && command !== 'a') {
      points.push(from, [x, y]);
      lines.push([from, [x, y]]);
    }
  }
  const epsilon = 1e-3;
  const near = (p: number, q: number) => Math.abs(p - q) < epsilon;
  if (!near(x, start[0] as number) || !near(y, start[1] as number) || arcs.length === 0) return undefined;
  const lineXs = points.map((p) => p[0]);
  const lineYs = points.map((p) => p[1]);
  const arcXs = arcs.flatMap((arc) => [arc.from[0], arc.to[0]]);
  const arcYs = arcs.flatMap((arc) => [arc.from[1], arc.to[1]]);
  const box = {
    x0: Math.min(...lineXs, ...arcXs),
    y0: Math.min(...lineYs, ...arcYs),
    x1: Math.max(...lineXs, ...arcXs),
    y1: Math.max(...lineYs, ...arcYs),
  };
  // Each corner's radii: every arc lies in one corner, within its radii of both edges, and the arcs of one
  // corner have the same radii; every point off an arc lies on an edge.
  const corners = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x1, box.y1],
    [box.x0, box.y1],
  ] as const;
  const radii: (Radii | undefined)[] = [undefined, undefined, undefined, undefined];
  for (const arc of arcs) {
    const corner = corners.findIndex(
      ([cx, cy]) =>
        [arc.from, arc.to].every(
          ([px, py]) => Math.abs(px - cx) <= arc.rx + epsilon && Math.abs(py - cy) <= arc.ry + epsilon,
        ) && [arc.from, arc.to].some(([px, py]) => near(px, cx) || near(py, cy)),
    );
    if (corner < 0) return undefined;
    // Clockwise round the box, as satori goes: right and up at the top left corner, right and down at the top
    // right, and so on.
    const [dx, dy] = [Math.sign(arc.to[0] - arc.from[0]), Math.sign(arc.to[1] - arc.from[1])];
    if (dx !== [1, 1, -1, -1][corner] || dy !== [-1, 1, 1, -1][corner]) return undefined;
    const known = radii[corner];
    if (known && (!near(known.rx, arc.rx) || !near(known.ry, arc.ry))) return undefined;
    radii[corner] = { rx: arc.rx, ry: arc.ry };
  }
  // Every line runs along one edge, and together with the corners they go once round the box.
  const alongEdge = ([[fx, fy], [tx, ty]]: [[number, number], [number, number]]) =>
    (near(fy, ty) && (near(fy, box.y0) || near(fy, box.y1))) ||
    (near(fx, tx) && (near(fx, box.x0) || near(fx, box.x1)));
  if (!lines.every(alongEdge)) return undefined;
  const r = radii.map((radius) => radius ?? { rx: 0, ry: 0 });
  const [tl, tr, br, bl] = r as [Radii, Radii, Radii, Radii];
  if (tl.rx + tr.rx > box.x1 - box.x0 + epsilon || bl.rx + br.rx > box.x1 - box.x0 + epsilon)
    return undefined;
  if (tl.ry + bl.ry > box.y1 - box.y0 + epsilon || tr.ry + br.ry > box.y1 - box.y0 + epsilon)
    return undefined;
  const drawn = lines.reduce((sum, [[fx, fy], [tx, ty]]) => sum + Math.abs(tx - fx) + Math.abs(ty - fy), 0);
  const straight = 2 * (box.x1 - box.x0 + box.y1 - box.y0) - r.reduce((sum, { rx, ry }) => sum + rx + ry, 0);
  if (!near(drawn, straight)) return undefined;
  const half = length(a['stroke-width'] ?? '1') / 2;
  if (r.some((radius) => (radius.rx > 0 || radius.ry > 0) && (radius.rx < half || radius.ry < half)))
    return undefined;
  const inner = { x0: box.x0 + half, y0: box.y0 + half, x1: box.x1 - half, y1: box.y1 - half };
  const w = length(white.attrs.x);
  const t = length(white.attrs.y);
  if (
    !near(w, inner.x0) ||
    !near(t, inner.y0) ||
    !near(w + length(white.attrs.width), inner.x1) ||
    !near(t + length(white.attrs.height), inner.y1)
  )
    return undefined;
  const [itl, itr, ibr, ibl] = [tl, tr, br, bl].map(({ rx, ry }) => ({
    rx: Math.max(0, rx - half),
    ry: Math.max(0, ry - half),
  })) as [Radii, Radii, Radii, Radii];
  const arc = ({ rx, ry }: Radii, ex: number, ey: number) =>
    rx > 0 && ry > 0 ? ` A${rx},${ry} 0 0 1 ${ex},${ey}` : ` L${ex},${ey}`;
  return (
    `M${inner.x0 + itl.rx},${inner.y0} L${inner.x1 - itr.rx},${inner.y0}` +
    arc(itr, inner.x1, inner.y0 + itr.ry) +
    ` L${inner.x1},${inner.y1 - ibr.ry}` +
    arc(ibr, inner.x1 - ibr.rx, inner.y1) +
    ` L${inner.x0 + ibl.rx},${inner.y1}` +
    arc(ibl, inner.x0, inner.y1 - ibl.ry) +
    ` L${inner.x0},${inner.y0 + itl.ry}` +
    arc(itl, inner.x0 + itl.rx, inner.y0) +
    ' Z'
  );
}
