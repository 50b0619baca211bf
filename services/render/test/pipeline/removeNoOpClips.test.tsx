import satori from '@placement/satori';
import { describe, expect, it } from 'vitest';
import {
  CV_FIXTURE_TODAY,
  CV_FIXTURES,
  CV_PAGE_SIZE,
  CvTemplate,
  FIXTURE_AGENCY,
  fixtureSettings,
} from '@placement/cv-templates';
import { renderFonts } from '../../src/fonts/renderFonts';
import { prepareElement } from '../../src/text/prepareElement';
import { worstSvgDifference } from '../support/pixels';
import { removeNoOpClips } from '../../src/pipeline/removeNoOpClips';

const PAGE_CLIP = 'clip-path="url(#satori_cp-id)"';

describe('removeNoOpClips', () => {
  it('drops the page-sized clip and changes no pixel by more than one level', async () => {
    // The basic CV's personal page: satori clips 264 of its elements to the page.
    const element = (
      <CvTemplate
        employee={CV_FIXTURES.typical}
        agency={FIXTURE_AGENCY}
        settings={fixtureSettings('basic', 'en', 1)}
        today={CV_FIXTURE_TODAY}
        page={1}
      />
    );
    const { width, height } = CV_PAGE_SIZE;
    const raw = await satori(prepareElement(element) as Parameters<typeof satori>[0], {
      width,
      height,
      fonts: renderFonts(),
    });
    const cleaned = removeNoOpClips(raw, width, height);
    expect(raw).toContain(PAGE_CLIP);
    expect(cleaned).not.toContain(PAGE_CLIP);
    for (const scale of [1, 2]) expect(worstSvgDifference(raw, cleaned, scale)).toBeLessThanOrEqual(1);
    // Clips that hide something (overflow: hidden, borders) stay.
    expect(cleaned).toMatch(/clip-path="url\(#satori_/u);
  }, 60_000);

  it('keeps clips that hide part of the page, and every clip when the SVG has transforms', () => {
    const partial =
      '<svg><clipPath id="c"><rect x="0" y="0" width="100" height="50"/></clipPath><g clip-path="url(#c)"></g></svg>';
    expect(removeNoOpClips(partial, 100, 100)).toBe(partial);
    const transformed =
      '<svg><clipPath id="c"><rect x="0" y="0" width="100" height="100"/></clipPath><g clip-path="url(#c)" transform="rotate(10)"></g></svg>';
    expect(removeNoOpClips(transformed, 100, 100)).toBe(transformed);
    const plain = transformed.replace(' transform="rotate(10)"', '');
    expect(removeNoOpClips(plain, 100, 100)).not.toContain('clip-path');
  });
});
