import { type Matrix } from './pathData';
import { UnsupportedSvg } from './UnsupportedSvg';

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 then m2 applied to a point is multiply(m2, m1) — the SVG/PDF convention of a transform list. */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [A, B, C, D, E, F] = inner;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

/** An SVG transform attribute as one matrix. */
export function parseTransform(text: string): Matrix {
  let matrix = IDENTITY;
  const re = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/gu;
  let consumed = '';
  for (const match of text.matchAll(re)) {
    consumed += match[0];
    const args = (match[2] as string)
      .split(/[\s,]+/u)
      .filter((p) => p !== '')
      .map(Number);
    if (args.some((n) => !Number.isFinite(n))) throw new UnsupportedSvg(`transform ${text}`);
    const [p = 0, q, r, s, t, u] = args;
    let step: Matrix;
    switch (match[1]) {
      case 'matrix':
        if (args.length !== 6) throw new UnsupportedSvg(`transform ${text}`);
        step = [p, q as number, r as number, s as number, t as number, u as number];
        break;
      case 'translate':
        step = [1, 0, 0, 1, p, q ?? 0];
        break;
      case 'scale':
        step = [p, 0, 0, q ?? p, 0, 0];
        break;
      case 'rotate': {
        const angle = (p * Math.PI) / 180;
        const cos = Math.cos(angle);
        const sin = Math.sin(angle);
        step = [cos, sin, -sin, cos, 0, 0];
        if (q !== undefined)
          step = multiply(multiply([1, 0, 0, 1, q, r ?? 0], step), [1, 0, 0, 1, -q, -(r ?? 0)]);
        break;
      }
      case 'skewX':
        step = [1, 0, Math.tan((p * Math.PI) / 180), 1, 0, 0];
        break;
      default:
        step = [1, Math.tan((p * Math.PI) / 180), 0, 1, 0, 0];
    }
    matrix = multiply(matrix, step);
  }
  if (consumed.replace(/\s|,/gu, '') !== text.replace(/\s|,/gu, ''))
    throw new UnsupportedSvg(`transform ${text}`);
  return matrix;
}

/**
 * The matrix that fits a view box into a viewport as preserveAspectRatio says ("none", or an alignment such as
 * xMidYMid with meet or slice).
 */
export function fitViewBox(
  view: { x: number; y: number; width: number; height: number },
  port: { x: number; y: number; width: number; height: number },
  preserveAspectRatio = 'xMidYMid meet',
): Matrix {
  const words = preserveAspectRatio.trim().split(/\s+/u);
  const align = words[0] === 'defer' ? words[1] : words[0];
  const mode = words[words.length - 1] === 'slice' ? 'slice' : 'meet';
  let sx = port.width / view.width;
  let sy = port.height / view.height;
  if (align === 'none') return [sx, 0, 0, sy, port.x - view.x * sx, port.y - view.y * sy];
  const match = /^x(Min|Mid|Max)Y(Min|Mid|Max)$/u.exec(align ?? '');
  if (!match) throw new UnsupportedSvg(`preserveAspectRatio ${preserveAspectRatio}`);
  const scale = mode === 'slice' ? Math.max(sx, sy) : Math.min(sx, sy);
  sx = scale;
  sy = scale;
  const place = (where: string, room: number, used: number) =>
    where === 'Min' ? 0 : where === 'Mid' ? (room - used) / 2 : room - used;
  const tx = port.x + place(match[1] as string, port.width, view.width * scale) - view.x * scale;
  const ty = port.y + place(match[2] as string, port.height, view.height * scale) - view.y * scale;
  return [sx, 0, 0, sy, tx, ty];
}
