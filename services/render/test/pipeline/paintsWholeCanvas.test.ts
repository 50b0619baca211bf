import { describe, expect, it } from 'vitest';
import { CV_PAGE_SIZE } from '@placement/cv-templates';
import { renderSvg } from '../../src/pipeline/renderSvg';
import { paintsWholeCanvas } from '../../src/pipeline/paintsWholeCanvas';
import { svgToPixels } from '../../src/pipeline/renderPng';
import { cvTemplatePages } from '../support/cvTemplatePages';

const page = (content: string) =>
  `<svg width="100" height="80" viewBox="0 0 100 80" xmlns="http://www.w3.org/2000/svg">${content}</svg>`;
const ground = '<rect x="0" y="0" width="100" height="80" fill="#f4f6f8"/>';

describe('paintsWholeCanvas', () => {
  it('sees a page that starts with an opaque canvas-sized rectangle, definitions before it or not', () => {
    expect(paintsWholeCanvas(page(ground + '<rect x="5" y="5" width="9" height="9" fill="#c00"/>'))).toBe(
      true,
    );
    expect(
      paintsWholeCanvas(
        page(`<clipPath id="c"><rect x="0" y="0" width="9" height="9"/></clipPath>${ground}`),
      ),
    ).toBe(true);
  });

  it('does not take a ground that is see-through, smaller, later, or inside a definition for one', () => {
    expect(paintsWholeCanvas(page(''))).toBe(false);
    expect(paintsWholeCanvas(page('<rect x="0" y="0" width="100" height="80" fill="#f4f6f880"/>'))).toBe(
      false,
    );
    expect(
      paintsWholeCanvas(page('<rect x="0" y="0" width="100" height="80" fill="#fff" opacity="0.5"/>')),
    ).toBe(false);
    expect(paintsWholeCanvas(page('<rect x="0" y="0" width="99" height="80" fill="#fff"/>'))).toBe(false);
    expect(paintsWholeCanvas(page(`<rect x="5" y="5" width="9" height="9" fill="#c00"/>${ground}`))).toBe(
      false,
    );
    expect(paintsWholeCanvas(page(`<mask id="m">${ground}</mask>`))).toBe(false);
    expect(paintsWholeCanvas(page(`<g>${ground}</g>`))).toBe(false);
  });

  it('leaves every pixel of a CV page as it was on white', async () => {
    const { element, page: size } = cvTemplatePages('basic', 'en')[0]!;
    const { svg } = await renderSvg(element, size ?? CV_PAGE_SIZE, { scale: 1 });
    expect(paintsWholeCanvas(svg)).toBe(true);
    // Without its white ground the page is drawn on white; with it, on nothing: the same pixels.
    const withoutGround = svg.replace(
      /<rect x="0" y="0" width="1240" height="1754" fill="#[0-9a-f]+"\/>/u,
      '',
    );
    expect(paintsWholeCanvas(withoutGround)).toBe(false);
    expect(svgToPixels(svg).pixels.equals(svgToPixels(withoutGround).pixels)).toBe(true);
  });
});
