import type { SatoriNode } from 'satori';

export interface TextRun {
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
 * The Latin-script text of a page with where it was laid out, for the PDF's invisible text layer. Only
 * characters the standard PDF font can encode are kept: the layer is for search and copy of names, passport
 * numbers and dates; Arabic and Ethiopic stay in the picture.
 */
export function textRuns(nodes: SatoriNode[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const node of nodes) {
    const text = (node.textContent ?? '')
      .replace(/[^\u0020-\u007e\u00a0-\u00ff]+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
    if (!/[A-Za-z0-9]/u.test(text)) continue;
    const style = (node.props.style ?? {}) as Record<string, unknown>;
    const padLeft = px(style.paddingLeft ?? style.paddingInline ?? style.padding);
    const padTop = px(style.paddingTop ?? style.paddingBlock ?? style.padding);
    const fontSize = px(style.fontSize) || Math.min(16, Math.max(6, node.height * 0.6));
    runs.push({
      text,
      x: node.left + padLeft,
      y: node.top + padTop,
      width: Math.max(1, node.width - 2 * padLeft),
      fontSize,
    });
  }
  return runs;
}
