import satori, { type SatoriNode } from '@placement/satori';
import type { ReactNode } from 'react';
import { renderFonts } from '../fonts/renderFonts';
import { prepareElement } from '../text/prepareElement';
import { DRAWN_LINES_PROP, reorderLine } from '../text/bidiLines';
import { removeNoOpClips } from './removeNoOpClips';
import { removeNoOpMasks } from './removeNoOpMasks';
import { preblurShadows } from './preblurShadows';
import { PRINT_SCALE } from './printScale';
import { bordersAsFills } from './bordersAsFills';
import { removeMasksThatHideNothing } from './removeMasksThatHideNothing';

export interface RenderedSvg {
  svg: string;
  width: number;
  height: number;
  /** Boxes of elements whose only child is text, for the PDF's searchable text layer. */
  texts: SatoriNode[];
}

export interface SvgOptions {
  /**
   * Pixels per layout pixel the SVG will be rasterised at, for the pictures that stand in for box shadows: the PNG
   * scale when only a PNG is made; the print scale (the default) for a PDF.
   */
  scale?: number;
}

/** React element -> SVG through satori, after the render layer's right-to-left and shaping pass. */
export async function renderSvg(
  element: ReactNode,
  size: { width: number; height: number },
  options: SvgOptions = {},
): Promise<RenderedSvg> {
  const texts: SatoriNode[] = [];
  const families = new Set<string>();
  const prepared = prepareElement(element, 'auto', families);
  // satori reports an element, then draws its texts: the lines drawn next belong to the element reported last.
  let drawnLines: string[] | undefined;
  const svg = await satori(prepared as Parameters<typeof satori>[0], {
    width: size.width,
    height: size.height,
    fonts: renderFonts(families),
    reorderLine: (paragraph, start, end, direction) => {
      const line = reorderLine(paragraph, start, end, direction);
      drawnLines?.push(line);
      return line;
    },
    onNodeDetected: (node) => {
      drawnLines = undefined;
      if (typeof node.textContent === 'string' && node.textContent.trim() !== '') {
        // The text layer places the hidden words of a bidi-lines text on the lines satori broke it into.
        if (node.props['data-bidi-lines'] !== undefined) node.props[DRAWN_LINES_PROP] = drawnLines = [];
        texts.push(node);
      }
    },
  });
  // Order matters: the border pass reads clip paths that the page-clip pass has freed of the page clip, and the
  // last pass reads boxes without the border clips the border pass removes.
  const shadows = preblurShadows(svg, options.scale ?? PRINT_SCALE);
  const clips = removeNoOpClips(removeNoOpMasks(shadows, size.width, size.height), size.width, size.height);
  return {
    svg: removeMasksThatHideNothing(bordersAsFills(clips)),
    width: size.width,
    height: size.height,
    texts,
  };
}
