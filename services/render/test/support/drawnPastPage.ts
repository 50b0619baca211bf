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

export interface InkBox {
  what: string;
  /** The box holds text (not only a picture, a drawing or a frame). */
  text: boolean;
  box: { left: number; top: number; right: number; bottom: number };
}

/** Every box of a page that puts ink on paper, as satori lays it out with the render layer's own text pass and fonts. */
export async function inkBoxes(
  element: ReactNode,
  size: { width: number; height: number },
): Promise<InkBox[]> {
  const families = new Set<string>();
  const prepared = prepareElement(element, 'auto', families);
  const boxes: InkBox[] = [];
  await satori(prepared as Parameters<typeof satori>[0], {
    width: size.width,
    height: size.height,
    fonts: renderFonts(families),
    onNodeDetected: (node) => {
      if (node.width <= 0 || node.height <= 0 || !inks(node)) return;
      const text = typeof node.textContent === 'string' && node.textContent.trim() !== '';
      boxes.push({
        what: String(node.textContent || node.type).slice(0, 60),
        text,
        box: {
          left: node.left,
          top: node.top,
          right: node.left + node.width,
          bottom: node.top + node.height,
        },
      });
    },
  });
  return boxes;
}

/**
 * Everything of a page that satori lays out beyond the paper (the page clips, so it is lost in print). A box of
 * plain background colour may run past the edge (a side band down to the foot of the page); ink may not.
 */
export async function drawnPastPage(
  element: ReactNode,
  size: { width: number; height: number },
): Promise<DrawnPastPage[]> {
  return inkPastPage(await inkBoxes(element, size), size);
}

/** The ink boxes of a page laid out already (inkBoxes) that reach past the paper. */
export function inkPastPage(boxes: InkBox[], size: { width: number; height: number }): DrawnPastPage[] {
  const tolerance = 0.5;
  return boxes.filter(
    ({ box }) =>
      box.left < -tolerance ||
      box.top < -tolerance ||
      box.right > size.width + tolerance ||
      box.bottom > size.height + tolerance,
  );
}

/**
 * Pairs of text boxes drawn over each other: a block that outgrows its room runs under the next one (or is clipped
 * by its frame), so a reader loses the words. Boxes touching by a pixel are not counted.
 */
export function textUnderText(boxes: InkBox[]): string[] {
  const texts = boxes.filter((box) => box.text);
  const overlaps: string[] = [];
  const slack = 2;
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) {
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (width > slack && height > slack) overlaps.push(`"${a.what}" and "${b.what}"`);
    }
  });
  return overlaps;
}
