/** A connected blob of ink in a binarised image: letters joined into one stroke, or a single dot or mark. */
export interface InkComponent {
  area: number;
  cx: number;
  cy: number;
}

export interface Gray {
  width: number;
  height: number;
  /** Luminance 0..255 per pixel. */
  data: Uint8Array;
}

export function grayFromRgba(rgba: Uint8Array | Buffer, width: number, height: number): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const r = rgba[i * 4] ?? 255;
    const g = rgba[i * 4 + 1] ?? 255;
    const b = rgba[i * 4 + 2] ?? 255;
    const a = (rgba[i * 4 + 3] ?? 255) / 255;
    data[i] = Math.round(255 - a * (255 - (0.299 * r + 0.587 * g + 0.114 * b)));
  }
  return { width, height, data };
}

/**
 * 8-connected components of dark pixels inside a rectangle; specks under minArea pixels are anti-aliasing
 * noise and are dropped.
 */
export function inkComponents(
  image: Gray,
  rect: { x: number; y: number; width: number; height: number },
  minArea: number,
): InkComponent[] {
  const { x: x0, y: y0, width: w, height: h } = rect;
  const seen = new Uint8Array(w * h);
  const dark = (x: number, y: number) => (image.data[(y0 + y) * image.width + x0 + x] ?? 255) < 100;
  const found: InkComponent[] = [];
  const stack: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (seen[y * w + x] || !dark(x, y)) continue;
      let area = 0;
      let sx = 0;
      let sy = 0;
      stack.push(y * w + x);
      seen[y * w + x] = 1;
      while (stack.length > 0) {
        const p = stack.pop() as number;
        const px = p % w;
        const py = (p - px) / w;
        area++;
        sx += px;
        sy += py;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const nx = px + dx;
            const ny = py + dy;
            if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            const q = ny * w + nx;
            if (!seen[q] && dark(nx, ny)) {
              seen[q] = 1;
              stack.push(q);
            }
          }
        }
      }
      if (area >= minArea) found.push({ area, cx: sx / area, cy: sy / area });
    }
  }
  return found;
}

/**
 * Compares a word's ink with a reference render of the same word: same number of blobs (a lost dot or a
 * broken join changes it), and every reference blob has a counterpart of similar size at the same place
 * relative to the word's ink box (a floating dot moves). Returns what differs, empty when the word matches.
 */
export function compareWordInk(actual: InkComponent[], expected: InkComponent[], tolerance = 0.12): string[] {
  const problems: string[] = [];
  if (actual.length !== expected.length)
    problems.push(`${actual.length} ink blobs, expected ${expected.length}`);
  const box = (cs: InkComponent[]) => {
    const xs = cs.map((c) => c.cx);
    const ys = cs.map((c) => c.cy);
    const minX = Math.min(...xs);
    const minY = Math.min(...ys);
    return { minX, minY, w: Math.max(1, Math.max(...xs) - minX), h: Math.max(1, Math.max(...ys) - minY) };
  };
  if (actual.length === 0 || expected.length === 0) return problems;
  const a = box(actual);
  const e = box(expected);
  const used = new Set<number>();
  for (const ref of expected) {
    const rx = (ref.cx - e.minX) / e.w;
    const ry = (ref.cy - e.minY) / e.h;
    let best = -1;
    let bestDistance = Infinity;
    actual.forEach((c, i) => {
      if (used.has(i)) return;
      const ratio = c.area / ref.area;
      if (ratio < 0.4 || ratio > 2.5) return;
      const d = Math.hypot((c.cx - a.minX) / a.w - rx, ((c.cy - a.minY) / a.h - ry) * 0.5);
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    });
    if (best < 0 || bestDistance > tolerance) {
      problems.push(
        `no blob like the reference one at (${rx.toFixed(2)}, ${ry.toFixed(2)}), area ${ref.area}`,
      );
    } else used.add(best);
  }
  return problems;
}
