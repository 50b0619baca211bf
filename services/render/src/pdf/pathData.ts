import { UnsupportedSvg } from './UnsupportedSvg';

/** An affine matrix [a, b, c, d, e, f] as in SVG and PDF. */
export type Matrix = [number, number, number, number, number, number];

/** A number written the way PDF content streams want it: no exponent, at most 3 decimals. */
export function num(value: number): string {
  // Rounding to thousandths leaves no exponent form (tiny values become 0), and String() of the result is much
  // cheaper than toFixed() plus trimming for the many numbers of a page (docs/performance.md, "pathData").
  return String(Math.round(value * 1000) / 1000);
}

/**
 * SVG path data -> PDF path construction operators (m, l, c, h), appended to `out`. Written here rather than through
 * pdfkit's doc.path(): glyph outlines make up most of a page's path data (docs/performance.md, "pathData"), and this
 * writes operators straight into one string with quadratic curves raised to cubics and arcs split into cubics,
 * without pdfkit's per-command bookkeeping. `matrix`, when given, is applied to every point (clip paths whose
 * children carry a transform cannot use `cm` inside path construction).
 */
export function pathToPdf(d: string, out: string[], matrix?: Matrix): void {
  const scan = new PathScanner(d);
  // One string per path (V8 concatenation is cheap), not one per segment.
  let text = '';
  const point = (px: number, py: number) => {
    if (matrix) {
      const [a, b, c, dd, e, f] = matrix;
      text += `${num(a * px + c * py + e)} ${num(b * px + dd * py + f)} `;
    } else text += `${num(px)} ${num(py)} `;
  };
  const put = (op: string, ...xy: number[]) => {
    for (let i = 0; i < xy.length; i += 2) point(xy[i] as number, xy[i + 1] as number);
    text += `${op}\n`;
  };
  const line = (op: string, px: number, py: number) => {
    point(px, py);
    text += `${op}\n`;
  };
  const curve = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number) => {
    point(x1, y1);
    point(x2, y2);
    point(x3, y3);
    text += 'c\n';
  };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control point, for the smooth forms S and T.
  let cx = 0;
  let cy = 0;
  let previous = '';
  let command = '';
  while (scan.more()) {
    const letter = scan.command();
    if (letter) command = letter;
    else if (command === '') throw new UnsupportedSvg(`path data "${d.slice(0, 20)}"`);
    const relative = command >= 'a';
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (command) {
      case 'M':
      case 'm': {
        x = ox + scan.number();
        y = oy + scan.number();
        startX = x;
        startY = y;
        line('m', x, y);
        // Further coordinate pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        previous = 'M';
        continue;
      }
      case 'L':
      case 'l':
        x = ox + scan.number();
        y = oy + scan.number();
        line('l', x, y);
        break;
      case 'H':
      case 'h':
        x = (relative ? x : 0) + scan.number();
        line('l', x, y);
        break;
      case 'V':
      case 'v':
        y = (relative ? y : 0) + scan.number();
        line('l', x, y);
        break;
      case 'C':
      case 'c': {
        const x1 = ox + scan.number();
        const y1 = oy + scan.number();
        cx = ox + scan.number();
        cy = oy + scan.number();
        x = ox + scan.number();
        y = oy + scan.number();
        curve(x1, y1, cx, cy, x, y);
        previous = 'C';
        continue;
      }
      case 'S':
      case 's': {
        const x1 = previous === 'C' ? 2 * x - cx : x;
        const y1 = previous === 'C' ? 2 * y - cy : y;
        cx = ox + scan.number();
        cy = oy + scan.number();
        x = ox + scan.number();
        y = oy + scan.number();
        curve(x1, y1, cx, cy, x, y);
        previous = 'C';
        continue;
      }
      case 'Q':
      case 'q':
      case 'T':
      case 't': {
        const smooth = command === 'T' || command === 't';
        const qx = smooth ? (previous === 'Q' ? 2 * x - cx : x) : ox + scan.number();
        const qy = smooth ? (previous === 'Q' ? 2 * y - cy : y) : oy + scan.number();
        const ex = ox + scan.number();
        const ey = oy + scan.number();
        curve(
          x + (2 / 3) * (qx - x),
          y + (2 / 3) * (qy - y),
          ex + (2 / 3) * (qx - ex),
          ey + (2 / 3) * (qy - ey),
          ex,
          ey,
        );
        cx = qx;
        cy = qy;
        x = ex;
        y = ey;
        previous = 'Q';
        continue;
      }
      case 'A':
      case 'a': {
        const rx = Math.abs(scan.number());
        const ry = Math.abs(scan.number());
        const rotation = scan.number();
        const large = scan.flag();
        const sweep = scan.flag();
        const ex = ox + scan.number();
        const ey = oy + scan.number();
        for (const curve of arcToCubics(x, y, rx, ry, rotation, large, sweep, ex, ey)) put('c', ...curve);
        if (rx === 0 || ry === 0) line('l', ex, ey);
        x = ex;
        y = ey;
        break;
      }
      case 'Z':
      case 'z':
        text += 'h\n';
        x = startX;
        y = startY;
        previous = 'Z';
        // A closepath takes no numbers; a number after it would need a new command.
        command = '';
        continue;
      default:
        throw new UnsupportedSvg(`path command ${command}`);
    }
    previous = command.toUpperCase();
  }
  if (text !== '') out.push(text.slice(0, -1));
}

/** One path construction operator as pathToPdf writes it: its letter (m, l, c or h) and its coordinates. */
export interface PathOperator {
  op: string;
  numbers: number[];
}

/**
 * pathToPdf's output read back operator by operator, so callers that need a path's points (an outline's box, a
 * border's segments) take them from the one path-data parser, with arcs and relative commands already resolved.
 */
export function pathOperators(ops: string): PathOperator[] {
  const operators: PathOperator[] = [];
  for (const line of ops.split('\n')) {
    if (line === '') continue;
    const parts = line.split(' ');
    const op = parts.pop() as string;
    operators.push({ op, numbers: parts.map(Number) });
  }
  return operators;
}

/**
 * An elliptical arc as cubic Béziers (at most a quarter turn each), by the SVG implementation notes' endpoint
 * to centre conversion. A zero radius means a straight line (the caller draws it); satori writes such arcs for
 * square corners.
 */
function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): number[][] {
  if (rxIn === 0 || ryIn === 0 || (x1 === x2 && y1 === y2)) return [];
  let rx = rxIn;
  let ry = ryIn;
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num2 = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let factor = Math.sqrt(Math.max(0, num2 / den));
  if (large === sweep) factor = -factor;
  const cxp = (factor * rx * y1p) / ry;
  const cyp = (-factor * ry * x1p) / rx;
  const centreX = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const centreY = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const segments = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / segments;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => {
    const px = rx * Math.cos(t);
    const py = ry * Math.sin(t);
    return [cos * px - sin * py + centreX, sin * px + cos * py + centreY];
  };
  const derivative = (t: number): [number, number] => {
    const px = -rx * Math.sin(t);
    const py = ry * Math.cos(t);
    return [cos * px - sin * py, sin * px + cos * py];
  };
  const curves: number[][] = [];
  for (let i = 0; i < segments; i++) {
    const t1 = theta1 + i * step;
    const t2 = t1 + step;
    const [p1x, p1y] = point(t1);
    const [p2x, p2y] = i === segments - 1 ? [x2, y2] : point(t2);
    const [d1x, d1y] = derivative(t1);
    const [d2x, d2y] = derivative(t2);
    curves.push([p1x + k * d1x, p1y + k * d1y, p2x - k * d2x, p2y - k * d2y, p2x, p2y]);
  }
  return curves;
}

/** Reads SVG path data: command letters, numbers in the compact forms ("6.6.8-4.9"), and single-digit arc flags. */
class PathScanner {
  private at = 0;
  constructor(private readonly d: string) {}

  private skip(): void {
    const d = this.d;
    while (this.at < d.length) {
      const c = d.charCodeAt(this.at);
      // space, tab, newline, carriage return, comma
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44) this.at += 1;
      else break;
    }
  }

  more(): boolean {
    this.skip();
    return this.at < this.d.length;
  }

  /** The command letter at the cursor, or '' when a number follows (an implicit repeat). */
  command(): string {
    this.skip();
    const c = this.d[this.at] ?? '';
    if (/[A-Za-z]/u.test(c)) {
      if (c === 'e' || c === 'E') throw new UnsupportedSvg('path data with a stray exponent');
      this.at += 1;
      return c;
    }
    return '';
  }

  flag(): boolean {
    this.skip();
    const c = this.d[this.at];
    if (c !== '0' && c !== '1') throw new UnsupportedSvg('arc flag');
    this.at += 1;
    return c === '1';
  }

  number(): number {
    this.skip();
    const d = this.d;
    const start = this.at;
    let i = start;
    let sign = 1;
    if (d.charCodeAt(i) === 45) {
      sign = -1;
      i += 1;
    } else if (d.charCodeAt(i) === 43) i += 1;
    // The value is built while scanning (no substring and Number() per number: a CV page has ~100k of them).
    let value = 0;
    let digits = 0;
    let c = d.charCodeAt(i);
    while (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits += 1;
      c = d.charCodeAt(++i);
    }
    if (c === 46) {
      let scale = 0.1;
      c = d.charCodeAt(++i);
      while (c >= 48 && c <= 57) {
        value += (c - 48) * scale;
        scale /= 10;
        digits += 1;
        c = d.charCodeAt(++i);
      }
    }
    if (digits === 0) throw new UnsupportedSvg(`path data near "${d.slice(start, start + 12)}"`);
    if (c === 101 || c === 69) {
      let j = i + 1;
      if (d[j] === '-' || d[j] === '+') j += 1;
      if (d.charCodeAt(j) >= 48 && d.charCodeAt(j) <= 57) {
        while (d.charCodeAt(j) >= 48 && d.charCodeAt(j) <= 57) j += 1;
        this.at = j;
        return Number(d.slice(start, j));
      }
    }
    this.at = i;
    return sign * value;
  }
}
