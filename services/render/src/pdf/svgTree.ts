import { tagAt } from '../svg/svgElements';
import { UnsupportedSvg } from './UnsupportedSvg';

/** One SVG element with its attributes and child elements (satori's SVG has no text content worth keeping). */
export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
  children: SvgElement[];
}

/** Elements whose text content is not drawn, so it may be there. */
const QUIET_TEXT = new Set(['style', 'title', 'desc']);

/**
 * Parses an SVG document into elements; a document the reader does not know for certain is refused, so the page
 * falls back to a picture. satori's SVG and the pictures the documents draw (photos' stand-ins, QR codes,
 * barcodes) are plain tags with double-quoted attributes and no text, which is what it reads.
 */
export function parseSvg(svg: string): SvgElement {
  const root = parsePlainSvg(svg);
  if (!root) throw new UnsupportedSvg('markup other than plain tags');
  const top = root.children[0];
  if (!top || top.name !== 'svg') throw new UnsupportedSvg('no <svg> root');
  return top;
}

const ATTRIBUTE = /([^\s=/>"']+)\s*=\s*"([^"]*)"/gu;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([\da-fA-F]+));/gu;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The document, under a '#document' element, read tag by tag (svg/svgElements' tagAt); undefined for anything
 * this reading does not know for certain: a comment, a declaration, CDATA, single quotes, an entity other than
 * XML's own, text outside the elements that may hold it, tags that do not nest.
 */
export function parsePlainSvg(svg: string): SvgElement | undefined {
  const root: SvgElement = { name: '#document', attrs: {}, children: [] };
  const stack: SvgElement[] = [root];
  let at = 0;
  for (;;) {
    const next = svg.indexOf('<', at);
    // Tags follow one another with nothing between them in satori's SVG: only a gap is looked at.
    const text = next === at ? '' : svg.slice(at, next < 0 ? svg.length : next);
    if (text !== '' && text.trim() !== '') {
      const parent = stack[stack.length - 1] as SvgElement;
      if (stack.length === 1 || !QUIET_TEXT.has(parent.name) || text.includes('&')) return undefined;
    }
    if (next < 0) break;
    const tag = tagAt(svg, next);
    if (!tag) return undefined;
    at = tag.end;
    const { name, attributes } = tag;
    if (tag.closing) {
      if (attributes !== '' || tag.selfClosing || stack.length === 1) return undefined;
      if ((stack.pop() as SvgElement).name !== name) return undefined;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key = '', raw = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (Object.hasOwn(attrs, key)) return undefined;
      const value = attributeValue(raw);
      if (value === undefined) return undefined;
      attrs[key] = value;
    }
    const element: SvgElement = { name, attrs, children: [] };
    (stack[stack.length - 1] as SvgElement).children.push(element);
    if (!tag.selfClosing) stack.push(element);
  }
  return stack.length === 1 ? root : undefined;
}

/** An attribute's value as XML reads it: entities decoded, tabs and line breaks as spaces; undefined if unknown. */
function attributeValue(raw: string): string | undefined {
  let value = /[\t\n\r]/u.test(raw) ? raw.replace(/\r\n|[\t\n\r]/gu, ' ') : raw;
  if (!value.includes('&')) return value;
  // An ampersand that starts none of XML's own entities: not a document this reading knows.
  if (value.replace(ENTITY, '').includes('&')) return undefined;
  let known = true;
  value = value.replace(ENTITY, (_, named?: string, decimal?: string, hex?: string) => {
    if (named) return NAMED[named] as string;
    const code = decimal ? Number(decimal) : parseInt(hex as string, 16);
    // Not a character XML allows.
    if (
      code < 0x20 ? ![0x9, 0xa, 0xd].includes(code) : code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
    ) {
      known = false;
      return '';
    }
    return String.fromCodePoint(code);
  });
  return known ? value : undefined;
}
