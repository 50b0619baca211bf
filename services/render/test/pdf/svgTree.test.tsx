import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { CV_LAYOUTS } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { embassyListPages } from '@placement/documents';
import { cvTemplatePages } from '../support/cvTemplatePages';
import { embassyListEmployees } from '../support/embassyListEmployees';
import { renderSvg } from '../../src/pipeline/renderSvg';
import { UnsupportedSvg } from '../../src/pdf/UnsupportedSvg';
import { parsePlainSvg, parseSvg, type SvgElement } from '../../src/pdf/svgTree';

/** The document as saxes, a full XML parser, reads it: what the render service's own reader must agree with. */
function parseSvgWithSaxes(svg: string): SvgElement {
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
  parser.write(svg).close();
  return root;
}

const svg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${content}</svg>`;

describe('parseSvg', () => {
  it('reads every CV layout and the embassy list exactly as saxes does', async () => {
    const pages = [
      ...(Object.keys(CV_LAYOUTS) as CvTemplateName[]).flatMap((name) => [
        ...cvTemplatePages(name, 'en'),
        ...cvTemplatePages(name, 'ar'),
      ]),
      ...embassyListPages(embassyListEmployees(22), {
        agencyName: 'Addis & Sons "Bright"',
        date: '2026-06-01',
      }),
    ];
    for (const page of pages) {
      const { svg: document } = await renderSvg(page.element, page.page);
      const plain = parsePlainSvg(document);
      expect(plain).toBeDefined();
      expect(plain).toEqual(parseSvgWithSaxes(document));
    }
  }, 120_000);

  it('decodes what XML decodes in a value: entities, and tabs and line breaks as spaces', () => {
    const document = svg('<text a="&amp;&lt;&gt;&quot;&apos;&#65;&#x42;" b="x\ty\r\nz\nw"/>');
    expect(parsePlainSvg(document)).toEqual(parseSvgWithSaxes(document));
    expect(parseSvg(document).children[0]?.attrs).toEqual({ a: `&<>"'AB`, b: 'x y z w' });
  });

  it.each([
    ['a declaration', `<?xml version="1.0"?>${svg('')}`],
    ['a comment', svg('<!-- drawn by hand --><rect/>')],
    ['single quotes', svg("<rect fill='red'/>")],
    ['an entity of its own', svg('<rect id="&nbsp;"/>')],
    ['a character XML does not allow', svg('<rect id="&#0;"/>')],
    ['text in a title', svg('<title>A &amp; B</title>')],
    ['unmatched tags', '<svg><g></svg>'],
  ])('refuses a document with %s, so the page becomes a picture', (_, document) => {
    expect(parsePlainSvg(document)).toBeUndefined();
    expect(() => parseSvg(document)).toThrow(UnsupportedSvg);
  });

  it('refuses text where it would be drawn, and a document without an <svg> root', () => {
    expect(() => parseSvg(svg('<g>Tigist</g>'))).toThrow(UnsupportedSvg);
    expect(() => parseSvg('<html></html>')).toThrow(UnsupportedSvg);
    expect(parseSvg(svg('<style>.a{}</style>')).children[0]?.name).toBe('style');
  });
});
