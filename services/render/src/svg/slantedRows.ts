import { pathData } from './pathSegments';

/** A run of rows, top and bottom, in user units. */
export type RowSpan = [number, number];

// A command letter, or a number as SVG path data writes it (sign, digits, point, exponent).
const TOKEN = /([MmLlHhVvZzAaCcQq])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([\s,]+)|(.)/gy;
/** How many numbers each command takes (S and T, whose first control point is implied, are not read). */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, z: 0, a: 7, c: 6, q: 4 };

/**
 * The rows where a path has a curve or a slanted edge, the only places where cutting it chops an edge: a cut
 * through a vertical edge leaves it as it was, and a horizontal edge lies along a row, not across one. Read from
 * the path data exactly as written (H and V are level by definition; an L or Z is level only when its
 * coordinates are equal), not through a rounding parser. With `reach` (a stroke: half its width times the miter
 * limit), each corner and end is added too, where the stroke's joins and caps are, and every span widened by it.
 * Undefined for path data this does not read; [] for a path of level and vertical edges only.
 */
export function slantedRows(d: string, reach = 0): RowSpan[] | undefined {
  const spans: RowSpan[] = [];
  const add = (...ys: number[]) => spans.push([Math.min(...ys) - reach, Math.max(...ys) + reach]);
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = '';
  let numbers: number[] = [];
  const lineTo = (nx: number, ny: number) => {
    if (nx !== x && ny !== y) add(y, ny);
    else if (reach > 0) add(y);
    [x, y] = [nx, ny];
  };
  const run = (): boolean => {
    const lower = command.toLowerCase();
    const relative = command === lower;
    const n = (i: number) => numbers[i] as number;
    const dx = relative ? x : 0;
    const dy = relative ? y : 0;
    switch (lower) {
      case 'm':
        [x, y] = [n(0) + dx, n(1) + dy];
        [startX, startY] = [x, y];
        if (reach > 0) add(y);
        // Further pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        return true;
      case 'l':
        lineTo(n(0) + dx, n(1) + dy);
        return true;
      case 'h':
        lineTo(n(0) + dx, y);
        return true;
      case 'v':
        lineTo(x, n(0) + dy);
        return true;
      case 'z':
        lineTo(startX, startY);
        return true;
      case 'a': {
        const [rx, ry, rotation, large, sweep, ex, ey] = numbers as [
          number,
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        // Flags are single digits; "0110" run together would have been read as one number.
        if (![large, sweep].every((flag) => flag === 0 || flag === 1)) return false;
        // A zero radius is a straight line.
        if (rx === 0 || ry === 0) lineTo(ex + dx, ey + dy);
        else {
          // The arc's rows are its Béziers' (the PDF writer's conversion), a hair wider for its rounding.
          const ys = arcRows(x, y, `A${rx} ${ry} ${rotation} ${large} ${sweep} ${ex + dx} ${ey + dy}`);
          if (!ys) return false;
          add(ys[0] - ROUNDING, ys[1] + ROUNDING);
          [x, y] = [ex + dx, ey + dy];
        }
        return true;
      }
      default: {
        // Béziers lie within their control points: every y of the command, then the end point.
        const ys = numbers.filter((_, i) => i % 2 === 1).map((value) => value + dy);
        add(y, ...ys);
        [x, y] = [n(numbers.length - 2) + dx, n(numbers.length - 1) + dy];
        return true;
      }
    }
  };
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < d.length) {
    const match = TOKEN.exec(d);
    if (!match || match[4] !== undefined) return undefined;
    if (match[1] !== undefined) {
      if (numbers.length > 0) return undefined;
      command = match[1];
      if ((command === 'z' || command === 'Z') && !run()) return undefined;
      continue;
    }
    if (match[2] === undefined) continue;
    const arity = ARITY[command.toLowerCase()];
    if (!arity) return undefined;
    numbers.push(Number(match[2]));
    if (numbers.length === arity) {
      if (!run()) return undefined;
      numbers = [];
    }
  }
  // The last end point: a stroke's cap.
  if (reach > 0) add(y);
  // Joined once here, since the result is kept: a line of text is a few spans, not one for each curve.
  return numbers.length === 0 && Number.isFinite(x + y) ? joinedRows(spans) : undefined;
}

/** The PDF writer's parser writes coordinates to thousandths. */
const ROUNDING = 0.001;

/** The top and bottom of an arc's control points, from (x, y), as the PDF writer's parser converts it. */
function arcRows(x: number, y: number, arc: string): [number, number] | undefined {
  const operators = pathData(`M${x} ${y}${arc}`);
  if (!operators) return undefined;
  let [top, bottom] = [y, y];
  for (const { numbers } of operators)
    for (let i = 1; i < numbers.length; i += 2) {
      top = Math.min(top, numbers[i] as number);
      bottom = Math.max(bottom, numbers[i] as number);
    }
  return [top, bottom];
}

/** Spans sorted and joined where they overlap (new arrays; the given ones are left as they are). */
function joinedRows(spans: RowSpan[]): RowSpan[] {
  const sorted = spans.slice().sort((a, b) => a[0] - b[0]);
  const out: RowSpan[] = [];
  for (const [top, bottom] of sorted) {
    const last = out[out.length - 1];
    if (last && top <= last[1]) last[1] = Math.max(last[1], bottom);
    else out.push([top, bottom]);
  }
  return out;
}
