import { SaxesParser } from 'saxes';
import { UnsupportedSvg } from './UnsupportedSvg';

/** One SVG element with its attributes and child elements (satori's SVG has no text content worth keeping). */
export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
  children: SvgElement[];
}

/** Parses an SVG document into elements; a malformed document is refused, so the page falls back to a picture. */
export function parseSvg(svg: string): SvgElement {
  const parser = new SaxesParser();
  const root: SvgElement = { name: '#document', attrs: {}, children: [] };
  const stack: SvgElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: SvgElement = {
      name: tag.name,
      attrs: tag.attributes as Record<string, string>,
      children: [],
    };
    (stack[stack.length - 1] as SvgElement).children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('text', (text) => {
    // satori draws text as glyph outlines; text content would mean an element we do not draw.
    if (text.trim() !== '' && stack.length > 1) {
      const parent = (stack[stack.length - 1] as SvgElement).name;
      if (parent !== 'style' && parent !== 'title' && parent !== 'desc')
        throw new UnsupportedSvg(`text in <${parent}>`);
    }
  });
  try {
    parser.write(svg).close();
  } catch (error) {
    if (error instanceof UnsupportedSvg) throw error;
    throw new UnsupportedSvg(`malformed XML (${(error as Error).message.slice(0, 80)})`);
  }
  const top = root.children[0];
  if (!top || top.name !== 'svg') throw new UnsupportedSvg('no <svg> root');
  return top;
}
