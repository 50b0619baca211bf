import type { SatoriNode } from '@placement/satori';
import { TEXT_LOOK_PROP, type TextLook } from '../text/textLook';
import { textWidth } from '../text/textMetrics';
import { searchableText, startingRightToLeftRun } from './searchableText';
import { hasRightToLeft } from '../text/shapeArabic';
import { DRAWN_LINES_PROP } from '../text/bidiLines';

export interface TextRun {
  /** The characters for search and copy, in the order drawn (see searchableText). */
  text: string;
  /** Box in layout pixels where the text starts. */
  x: number;
  y: number;
  /** How wide the text may be set: the drawn word's width when `asDrawn`, else its box's. */
  width: number;
  fontSize: number;
  /**
   * The width is the drawn word's own, so the hidden word is set exactly as wide; otherwise (a text whose look
   * is unknown) it is a box the hidden text is squeezed into when longer, never stretched over its blank part.
   */
  asDrawn?: boolean;
}

function px(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) || 0 : 0;
}

/** A node's text as drawn, control and format characters as spaces, white space collapsed. */
function drawnText(node: SatoriNode): string {
  return (node.textContent ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The drawn words of a text, each where satori drew it: the words fill lines from the left as satori breaks
 * them (at spaces, a word that does not fit starting the next line), each line placed by the text's alignment,
 * each word as wide as satori measures it (see textWidth).
 */
function wordRuns(
  drawn: string,
  look: TextLook,
  box: { x: number; y: number; width: number },
  drawnLines?: string[],
): TextRun[] {
  const space = textWidth(' ', look);
  const lineHeight = look.lineHeight === 'normal' ? look.fontSize * 1.2 : look.lineHeight * look.fontSize;
  const lines: { word: string; width: number }[][] = [[]];
  let used = 0;
  // A text broken in reading order and drawn line by line in bidi order (see bidiLines): satori says its lines.
  if (drawnLines) {
    lines.splice(
      0,
      1,
      ...drawnLines.map((line) => line.split(' ').map((word) => ({ word, width: textWidth(word, look) }))),
    );
  }
  for (const word of drawnLines ? [] : drawn.split(' ')) {
    const width = textWidth(word, look);
    const line = lines[lines.length - 1] as { word: string; width: number }[];
    if (line.length > 0 && look.wraps !== false && used + space + width > box.width + 0.5) {
      lines.push([{ word, width }]);
      used = width;
    } else {
      used += (line.length > 0 ? space : 0) + width;
      line.push({ word, width });
    }
  }
  const runs: TextRun[] = [];
  lines.forEach((line, index) => {
    const lineWidth = line.reduce((sum, { width }) => sum + width, 0) + space * (line.length - 1);
    const align = look.textAlign;
    const room = Math.max(0, box.width - lineWidth);
    let x = box.x + (align === 'right' || align === 'end' ? room : align === 'center' ? room / 2 : 0);
    const y = box.y + index * lineHeight + Math.max(0, (lineHeight - look.fontSize) / 2);
    // A right-to-left page's lines are read right to left as a whole, marks and all: no mark is needed there.
    let leftIsRightToLeft = look.direction === 'rtl';
    for (const { word, width } of line) {
      const text = searchableText(word);
      if (/[\p{L}\p{N}]/u.test(word) || word.trim() !== '')
        runs.push({
          text: leftIsRightToLeft ? text : startingRightToLeftRun(text),
          x,
          y,
          width: Math.max(1, width),
          fontSize: look.fontSize,
          asDrawn: true,
        });
      x += width + space;
      leftIsRightToLeft = look.direction === 'rtl' || hasRightToLeft(word);
    }
  });
  return runs;
}

/**
 * The text of a page with where it was laid out, for the PDF's invisible text layer: every script the page
 * draws (Latin, Arabic, Ethiopic), so names, passport numbers, dates and an Amharic letter's content can be
 * searched and copied. Each drawn word becomes one hidden word over it, as wide as the drawn one: text
 * extractors tell words and lines apart by the gaps between them and put right-to-left runs back in reading
 * order by position, so a hidden word narrower than its drawing split an Arabic phrase in two.
 */
export function textRuns(nodes: SatoriNode[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const node of nodes) {
    const drawn = drawnText(node);
    if (!/[\p{L}\p{N}]/u.test(drawn)) continue;
    const style = (node.props.style ?? {}) as Record<string, unknown>;
    const [top, right, bottom, left] = String(style.padding ?? 0)
      .trim()
      .split(/\s+/u);
    const shorthand = { top, right: right ?? top, left: left ?? right ?? top, bottom: bottom ?? top };
    const padLeft = px(style.paddingLeft ?? style.paddingInline ?? shorthand.left);
    const padRight = px(style.paddingRight ?? style.paddingInline ?? shorthand.right);
    const padTop = px(style.paddingTop ?? style.paddingBlock ?? shorthand.top);
    const look = (node.props as Record<string, unknown>)[TEXT_LOOK_PROP] as TextLook | undefined;
    const box = {
      x: node.left + padLeft,
      y: node.top + padTop,
      width: Math.max(1, node.width - padLeft - padRight),
    };
    if (look) {
      const lines = (node.props as Record<string, unknown>)[DRAWN_LINES_PROP] as string[] | undefined;
      runs.push(...wordRuns(drawn, look, box, lines));
      continue;
    }
    const fontSize = px(style.fontSize) || Math.min(16, Math.max(6, node.height * 0.6));
    runs.push({ text: startingRightToLeftRun(searchableText(drawn)), ...box, fontSize });
  }
  return runs;
}
