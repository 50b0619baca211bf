import type { ReactNode } from 'react';
import satori, { type SatoriNode } from '@placement/satori';
import { prepareElement, renderFonts } from '../../src';

/** Something a reader would miss when the paper ends: text, a picture, a drawing, or a framed box. */
function inks(node: SatoriNode): boolean {
  if (node.type === 'img' || node.type === 'svg') return true;
  if (typeof node.textContent === 'string' && node.textContent.trim() !== '') return true;
  const style = (node.props.style ?? {}) as Record<string, unknown>;
  return Object.entries(style).some(
    ([key, value]) =>
      /^border(Top|Bottom|Left|Right)?Width$/u.test(key) && Number.parseFloat(String(value)) > 0,
  );
}

export interface DrawnPastPage {
  what: string;
  box: { left: number; top: number; right: number; bottom: number };
}

/**
 * Everything of a page that satori lays out beyond the paper (the page clips, so it is lost in print), with the
 * render layer's own right-to-left and shaping pass and fonts. A box of plain background colour may run past
 * the edge (a side band down to the foot of the page); ink may not.
 */
export async function drawnPastPage(
  element: ReactNode,
  size: { width: number; height: number },
): Promise<DrawnPastPage[]> {
  const families = new Set<string>();
  const prepared = prepareElement(element, 'auto', families);
  const past: DrawnPastPage[] = [];
  const tolerance = 0.5;
  await satori(prepared as Parameters<typeof satori>[0], {
    width: size.width,
    height: size.height,
    fonts: renderFonts(families),
    onNodeDetected: (node) => {
      if (node.width <= 0 || node.height <= 0 || !inks(node)) return;
      const box = {
        left: node.left,
        top: node.top,
        right: node.left + node.width,
        bottom: node.top + node.height,
      };
      if (
        box.left < -tolerance ||
        box.top < -tolerance ||
        box.right > size.width + tolerance ||
        box.bottom > size.height + tolerance
      )
        past.push({ what: String(node.textContent || node.type).slice(0, 60), box });
    },
  });
  return past;
}
