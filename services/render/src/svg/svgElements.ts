/**
 * One element of an SVG string, found without building a tree: the passes that read satori's SVG before resvg draws
 * it run on every page, and a full XML parse of a page costs more than they save (docs/performance.md,
 * "svgElements").
 */
export interface SvgElementSpan {
  name: string;
  /** Index of the element's `<`. */
  start: number;
  /** Index just after the element's end (after `/>` or its closing tag). */
  end: number;
  /** The text of the opening tag's attributes. */
  attributes: string;
  /** Where the content starts and ends (equal for a self-closing element). */
  contentStart: number;
  contentEnd: number;
}

// A tag with its attributes, every value double-quoted; `>` in a value (an escaped data URL, say) does not end it.
const TAG = /<(\/)?([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>"']+\s*=\s*"[^"<]*")*)\s*(\/)?>/uy;

/** One tag of an SVG string. */
export interface SvgTag {
  closing: boolean;
  selfClosing: boolean;
  name: string;
  /** The text of the tag's attributes. */
  attributes: string;
  /** Index of the tag's `<`, and just after its `>`. */
  start: number;
  end: number;
}

/**
 * The tag that starts exactly at `at`, or undefined when what starts there is none this reading knows: a comment,
 * a declaration, CDATA, single-quoted or unquoted attributes. The one reader of SVG markup in the render service:
 * the passes over satori's SVG and the PDF writer's tree (svgTree) both read tags with it.
 */
export function tagAt(svg: string, at: number): SvgTag | undefined {
  TAG.lastIndex = at;
  const match = TAG.exec(svg);
  if (!match) return undefined;
  const [, closing, name = '', attributes = '', selfClosing] = match;
  return { closing: !!closing, selfClosing: !!selfClosing, name, attributes, start: at, end: TAG.lastIndex };
}

/**
 * The child elements of the content between `from` and `to`, in order; undefined when the markup there is not
 * plain nested tags (comments, unquoted attributes, tags that do not nest), so a caller leaves such an SVG alone.
 */
export function childElements(svg: string, from: number, to: number): SvgElementSpan[] | undefined {
  const children: SvgElementSpan[] = [];
  const open: { name: string; start: number; attributes: string; contentStart: number }[] = [];
  for (let at = svg.indexOf('<', from); at >= 0 && at < to; at = svg.indexOf('<', at)) {
    const tag = tagAt(svg, at);
    if (!tag || tag.end > to) return undefined;
    at = tag.end;
    const { name, attributes, start, end } = tag;
    if (tag.closing) {
      const element = open.pop();
      if (!element || element.name !== name || attributes !== '' || tag.selfClosing) return undefined;
      if (open.length === 0) children.push({ ...element, end, contentEnd: start });
      continue;
    }
    if (tag.selfClosing) {
      if (open.length === 0)
        children.push({ name, start, end, attributes, contentStart: end, contentEnd: end });
      continue;
    }
    open.push({ name, start, attributes, contentStart: end });
  }
  return open.length === 0 ? children : undefined;
}

/** The root `<svg>` element of a document (its content running to the last `</svg>`), or undefined. */
export function rootElement(svg: string): SvgElementSpan | undefined {
  const start = svg.indexOf('<svg');
  if (start < 0) return undefined;
  const tag = tagAt(svg, start);
  const contentEnd = svg.lastIndexOf('</svg>');
  if (!tag || tag.name !== 'svg' || tag.closing || tag.selfClosing || contentEnd < 0) return undefined;
  return {
    name: 'svg',
    start,
    end: contentEnd + 6,
    attributes: tag.attributes,
    contentStart: tag.end,
    contentEnd,
  };
}

/** An attribute's value from an element's attribute text, or undefined. */
export function attribute(attributes: string, name: string): string | undefined {
  const at = attributes.indexOf(` ${name}="`);
  if (at < 0) return undefined;
  const from = at + name.length + 3;
  return attributes.slice(from, attributes.indexOf('"', from));
}
