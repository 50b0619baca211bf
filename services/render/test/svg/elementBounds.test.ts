import { describe, expect, it } from 'vitest';
import { contains, elementBounds, overlaps, strokeReach } from '../../src/svg/elementBounds';
import { attribute, childElements, rootElement } from '../../src/svg/svgElements';

/** The bounds of each child of an SVG's root, in order. */
function boundsOf(content: string) {
  const svg = `<svg width="100" height="100" viewBox="0 0 100 100">${content}</svg>`;
  const root = rootElement(svg);
  if (!root) throw new Error('no root');
  return (childElements(svg, root.contentStart, root.contentEnd) ?? []).map((child) =>
    elementBounds(svg, child),
  );
}

describe('svgElements', () => {
  it('finds the children of an element, nested ones inside them, and their attributes', () => {
    const svg = '<svg width="4" height="2"><g id="a"><rect x="1"/></g><path d="M0 0" fill="#000"/></svg>';
    const root = rootElement(svg);
    expect(root && attribute(root.attributes, 'width')).toBe('4');
    const children = childElements(svg, root?.contentStart ?? 0, root?.contentEnd ?? 0) ?? [];
    expect(children.map((child) => child.name)).toEqual(['g', 'path']);
    expect(svg.slice(children[0]?.contentStart, children[0]?.contentEnd)).toBe('<rect x="1"/>');
    expect(attribute(children[1]?.attributes ?? '', 'fill')).toBe('#000');
    expect(attribute(children[1]?.attributes ?? '', 'stroke')).toBeUndefined();
  });

  it('reads a quoted ">" as part of a value, and refuses markup that does not nest', () => {
    const svg = '<svg><image href="data:x,a>b"/></svg>';
    expect(childElements(svg, 5, svg.length - 6)?.map((child) => child.name)).toEqual(['image']);
    expect(childElements('<g><rect></g>', 0, 13)).toBeUndefined();
  });
});

describe('elementBounds', () => {
  // Paths in the form of satori's glyph runs (a moveto, then relative commands) get their points' box and one
  // unit more each side, as a glyph outline does; a stroke reaches twice its width (a miter at limit 4).
  it('boxes, pictures, paths (with what a stroke can reach) and groups', () => {
    expect(
      boundsOf(
        '<rect x="10" y="20" width="30" height="5"/>' +
          '<image x="1" y="2" width="3" height="4" href="data:,"/>' +
          '<path d="M10 10h20v5z" stroke="#000" stroke-width="2"/>' +
          '<g><rect x="0" y="0" width="5" height="5"/><path d="M50 60l10 10"/></g>' +
          '<path d="M10 10 L20 30 Q40 0 30 20"/>',
      ),
    ).toEqual([
      { x0: 10, y0: 20, x1: 40, y1: 25 },
      { x0: 1, y0: 2, x1: 4, y1: 6 },
      { x0: 5, y0: 5, x1: 35, y1: 20 },
      { x0: 0, y0: 0, x1: 61, y1: 71 },
      // The quadratic raised to a cubic: its control points (33.333, 10) and (36.667, 6.667) hold the curve.
      { x0: 10, y0: 6.667, x1: 36.667, y1: 30 },
    ]);
  });

  it("reaches as far as a stroke's miter can: its own miter limit, or SVG's 4", () => {
    expect(strokeReach(' stroke="#000" stroke-width="2"')).toBe(4);
    expect(strokeReach(' stroke="#000" stroke-width="2" stroke-miterlimit="10"')).toBe(10);
    expect(strokeReach(' fill="#000"')).toBe(0);
    expect(strokeReach(' stroke="none" stroke-width="9"')).toBe(0);
    expect(strokeReach(' stroke="#000" stroke-width="wide"')).toBeUndefined();
    expect(boundsOf('<path d="M10,10 H30" stroke="#000" stroke-width="2" stroke-miterlimit="10"/>')).toEqual([
      { x0: 0, y0: 0, x1: 40, y1: 20 },
    ]);
    expect(boundsOf('<path d="M0 0h1" stroke="#000" stroke-width="x"/>')).toEqual([undefined]);
  });

  it('tells whether one box holds another', () => {
    const page = { x0: 0, y0: 0, x1: 100, y1: 50 };
    expect(contains(page, { x0: 0, y0: 10, x1: 100, y1: 50 })).toBe(true);
    expect(contains(page, { x0: 0, y0: 10, x1: 100, y1: 50.5 })).toBe(false);
  });

  it('moves a box by its transform', () => {
    expect(boundsOf('<rect x="0" y="0" width="10" height="20" transform="translate(5 7)"/>')).toEqual([
      { x0: 5, y0: 7, x1: 15, y1: 27 },
    ]);
  });

  it('says nothing is drawn for definitions, and cannot tell for a filter or an unknown element', () => {
    expect(boundsOf('<mask id="m"><rect width="5" height="5"/></mask><g></g>')).toEqual([null, null]);
    expect(boundsOf('<rect filter="url(#f)" width="5" height="5"/><circle r="4"/>')).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('counts boxes that only touch as apart', () => {
    const a = { x0: 0, y0: 0, x1: 10, y1: 10 };
    expect(overlaps(a, { x0: 10, y0: 0, x1: 20, y1: 10 })).toBe(false);
    expect(overlaps(a, { x0: 9.5, y0: 9.5, x1: 20, y1: 10 })).toBe(true);
  });
});
