import type { SatoriNode } from '@placement/satori';
import { searchableText } from './searchableText';

export interface TextRun {
  /** The characters for search and copy, in the order drawn (see searchableText). */
  text: string;
  /** Box in layout pixels where the text starts. */
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

function px(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) || 0 : 0;
}

/**
 * The text of a page with where it was laid out, for the PDF's invisible text layer: every script the page
 * draws (Latin, Arabic, Ethiopic), so names, passport numbers, dates and an Amharic letter's content can be
 * searched and copied.
 */
export function textRuns(nodes: SatoriNode[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const node of nodes) {
    const drawn = (node.textContent ?? '')
      .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(drawn)) continue;
    const style = (node.props.style ?? {}) as Record<string, unknown>;
    const padLeft = px(style.paddingLeft ?? style.paddingInline ?? style.padding);
    const padTop = px(style.paddingTop ?? style.paddingBlock ?? style.padding);
    const fontSize = px(style.fontSize) || Math.min(16, Math.max(6, node.height * 0.6));
    runs.push({
      text: searchableText(drawn),
      x: node.left + padLeft,
      y: node.top + padTop,
      width: Math.max(1, node.width - 2 * padLeft),
      fontSize,
    });
  }
  return runs;
}
