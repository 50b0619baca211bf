/**
 * One element of an SVG string, found without building a tree: the passes that read satori's SVG before resvg
 * draws it run on every page, and a full XML parse of a ~400 KB page costs more than they save.
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

// A tag with its attributes; attribute values are quoted (satori escapes quotes inside them), so `>` in a value
// (an escaped data URL, say) does not end the tag.
const TAG = /<(\/)?([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+="[^"]*")*)\s*(\/)?>/gu;

/**
 * The child elements of the content between `from` and `to`, in order; undefined when the markup there does not
 * nest properly (comments, unquoted attributes or text with tags in it), so a caller leaves such an SVG alone.
 */
export function childElements(svg: string, from: number, to: number): SvgElementSpan[] | undefined {
  const children: SvgElementSpan[] = [];
  const open: { name: string; start: number; attributes: string; contentStart: number }[] = [];
  TAG.lastIndex = from;
  for (;;) {
    const match = TAG.exec(svg);
    if (!match || match.index >= to) break;
    const [, closing, name = '', attributes = '', selfClosing] = match;
    const end = match.index + match[0].length;
    if (end > to) return undefined;
    if (closing) {
      const element = open.pop();
      if (!element || element.name !== name) return undefined;
      if (open.length === 0) children.push({ ...element, end, contentEnd: match.index });
      continue;
    }
    if (selfClosing) {
      if (open.length === 0)
        children.push({ name, start: match.index, end, attributes, contentStart: end, contentEnd: end });
      continue;
    }
    open.push({ name, start: match.index, attributes, contentStart: end });
  }
  return open.length === 0 ? children : undefined;
}

/** The root `<svg>` element of a document (its content running to the last `</svg>`), or undefined. */
export function rootElement(svg: string): SvgElementSpan | undefined {
  const start = svg.indexOf('<svg');
  if (start < 0) return undefined;
  TAG.lastIndex = start;
  const match = TAG.exec(svg);
  const contentEnd = svg.lastIndexOf('</svg>');
  if (!match || match.index !== start || match[1] || match[4] || contentEnd < 0) return undefined;
  const contentStart = start + match[0].length;
  return {
    name: 'svg',
    start,
    end: contentEnd + 6,
    attributes: match[3] ?? '',
    contentStart,
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
