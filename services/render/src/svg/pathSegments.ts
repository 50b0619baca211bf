import { pathOperators, pathToPdf, type PathOperator } from '../pdf/pathData';
import { UnsupportedSvg } from '../pdf/UnsupportedSvg';

/** A straight line from (x0, y0) to (x1, y1). */
export type Segment = [number, number, number, number];

/**
 * The straight segments of a border path, read through the PDF writer's path-data parser (which draws satori's
 * zero-radius corner arcs as the straight lines SVG says they are); undefined for a path with any curve.
 */
export function segments(d: string): Segment[] | undefined {
  const operators = pathData(d);
  if (!operators) return undefined;
  const out: Segment[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const { op, numbers } of operators) {
    if (op === 'm') {
      [x, y] = numbers as [number, number];
      [startX, startY] = [x, y];
      continue;
    }
    if (op !== 'l' && op !== 'h') return undefined;
    const [nx, ny] = op === 'l' ? (numbers as [number, number]) : [startX, startY];
    if (nx !== x || ny !== y) out.push([x, y, nx, ny]);
    [x, y] = [nx, ny];
  }
  return out;
}

/**
 * SVG path data as absolute operators (m, l, c, h) through the PDF writer's parser, arcs and relative commands
 * resolved; undefined for path data it does not read.
 */
export function pathData(d: string): PathOperator[] | undefined {
  const ops: string[] = [];
  try {
    pathToPdf(d, ops);
  } catch (error) {
    if (error instanceof UnsupportedSvg) return undefined;
    throw error;
  }
  return pathOperators(ops.join('\n'));
}
