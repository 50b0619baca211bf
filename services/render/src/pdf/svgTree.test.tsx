import { describe, expect, it } from 'vitest';
import { CV_LAYOUTS } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { embassyListPages } from '@placement/documents';
import { cvTemplatePages } from '../../test/support/cvTemplatePages';
import { embassyListEmployees } from '../../test/support/embassyListEmployees';
import { renderSvg } from '../pipeline/renderSvg';
import { UnsupportedSvg } from './UnsupportedSvg';
import { parsePlainSvg, parseSvg, parseSvgWithSaxes } from './svgTree';

const svg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${content}</svg>`;

describe('parseSvg', () => {
  it('reads every CV layout and the embassy list exactly as saxes does, without saxes', async () => {
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
  ])('leaves a document with %s to saxes, which reads it or refuses it', (_, document) => {
    expect(parsePlainSvg(document)).toBeUndefined();
    let expected: unknown;
    try {
      expected = parseSvgWithSaxes(document).children[0];
    } catch (error) {
      expect(error).toBeInstanceOf(UnsupportedSvg);
      expect(() => parseSvg(document)).toThrow(UnsupportedSvg);
      return;
    }
    expect(parseSvg(document)).toEqual(expected);
  });

  it('refuses text where it would be drawn, and a document without an <svg> root', () => {
    expect(() => parseSvg(svg('<g>Tigist</g>'))).toThrow(UnsupportedSvg);
    expect(() => parseSvg('<html></html>')).toThrow(UnsupportedSvg);
    expect(parseSvg(svg('<style>.a{}</style>')).children[0]?.name).toBe('style');
  });
});
