import { attribute, childElements, rootElement } from '../svg/svgElements';

const DEFINITIONS = new Set([
  'mask',
  'clipPath',
  'defs',
  'filter',
  'linearGradient',
  'radialGradient',
  'pattern',
]);
const OPAQUE_GROUND =
  /^<rect x="0" y="0" width="[\d.]+" height="[\d.]+" fill="#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})"\/>$/u;

/**
 * Whether the first thing a page draws is an opaque rectangle over its whole canvas (satori writes the page's
 * background so). Then resvg need not fill the canvas white beneath it first (docs/performance.md#paintswholecanvas).
 * Only the definitions before that rectangle are read.
 */
export function paintsWholeCanvas(svg: string): boolean {
  const root = rootElement(svg);
  if (!root) return false;
  const width = attribute(root.attributes, 'width');
  const height = attribute(root.attributes, 'height');
  if (attribute(root.attributes, 'viewBox') !== `0 0 ${width} ${height}`) return false;
  const at = svg.indexOf(`<rect x="0" y="0" width="${width}" height="${height}" `, root.contentStart);
  const end = at < 0 ? -1 : svg.indexOf('/>', at) + 2;
  if (end < 2 || !OPAQUE_GROUND.test(svg.slice(at, end))) return false;
  // The rectangle must be a child of the page itself, with nothing but definitions before it.
  const before = childElements(svg, root.contentStart, end) ?? [];
  return (
    before[before.length - 1]?.start === at && before.slice(0, -1).every((span) => DEFINITIONS.has(span.name))
  );
}
