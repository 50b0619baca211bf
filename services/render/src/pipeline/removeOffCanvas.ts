import { elementBounds, overlaps, type Box } from '../svg/elementBounds';
import { attribute, childElements, rootElement, type SvgElementSpan } from '../svg/svgElements';

/** Attributes that make resvg draw an element through a layer of its own. */
const LAYER = /\s(?:mask|clip-path|filter|opacity)="/u;

/**
 * Leaves out the elements that resvg would draw through a layer but that lie wholly off the canvas. resvg 0.35 (in
 * resvg-js 2.6) panics on such a layer when it lies more than about a canvas height away, and a panic in the
 * native module aborts the whole process, so one CV whose text runs pages past its end (an over-long remark)
 * would take the render worker, or the API server running jobs in-process, down with it. Nothing off the canvas
 * shows, so leaving it out changes no pixel. Groups are looked into (their children's layers sit inside theirs,
 * which resvg cuts to the canvas); an element whose reach cannot be told (a filter) stays.
 */
export function removeOffCanvas(svg: string): string {
  const root = rootElement(svg);
  if (!root) return svg;
  const width = Number(attribute(root.attributes, 'width'));
  const height = Number(attribute(root.attributes, 'height'));
  if (attribute(root.attributes, 'viewBox') !== `0 0 ${width} ${height}`) return svg;
  const canvas = { x0: 0, y0: 0, x1: width, y1: height };
  const content = visibleContent(svg, root, canvas);
  return content === undefined ? svg : svg.slice(0, root.contentStart) + content + svg.slice(root.contentEnd);
}

/** An element's content without its off-canvas layered descendants; undefined when nothing was left out. */
function visibleContent(svg: string, parent: SvgElementSpan, canvas: Box): string | undefined {
  const children = childElements(svg, parent.contentStart, parent.contentEnd);
  if (!children) return undefined;
  let out = '';
  let changed = false;
  for (const child of children) {
    const markup = visibleMarkup(svg, child, canvas);
    changed ||= markup !== undefined;
    out += markup ?? svg.slice(child.start, child.end);
  }
  return changed ? out : undefined;
}

/**
 * The element's markup with the layers that cannot show on `canvas` left out ('' for all of it); undefined when
 * it stays as it is.
 */
export function visibleMarkup(svg: string, element: SvgElementSpan, canvas: Box): string | undefined {
  const group = element.name === 'g';
  const layered = LAYER.test(element.attributes);
  // A group without a layer of its own matters only for the layers inside it (a quick look at its markup).
  if (!layered && (!group || !LAYER.test(svg.slice(element.contentStart, element.contentEnd))))
    return undefined;
  const box = elementBounds(svg, element);
  if (!box) return undefined;
  if (!overlaps(box, canvas)) return '';
  // A transformed group's children are placed in its own coordinates, which the canvas box is not in.
  if (!group || attribute(element.attributes, 'transform') !== undefined) return undefined;
  const content = visibleContent(svg, element, canvas);
  return content === undefined
    ? undefined
    : svg.slice(element.start, element.contentStart) + content + svg.slice(element.contentEnd, element.end);
}
