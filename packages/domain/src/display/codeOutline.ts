/**
 * The outline of the dark modules of a 2D code (a QR code) as one SVG path, to fill with `fill-rule="evenodd"`.
 * Modules drawn as separate squares leave hairline seams where neighbours meet, because viewers anti-alias each
 * square's edges on their own (a QR code printed from a PDF at 150-300 dpi stopped scanning); one outline has no
 * inner edges. `dark(x, y)` reads the code; `offset` moves it (a quiet zone).
 */
export function codeOutline(size: number, dark: (x: number, y: number) => boolean, offset = 0): string {
  const on = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && dark(x, y);
  // Each dark module's edges that face a light one, clockwise (y down); every such edge is used exactly once.
  const from = new Map<number, number[]>();
  const key = (x: number, y: number) => y * (size + 1) + x;
  const edge = (x1: number, y1: number, x2: number, y2: number) => {
    const start = key(x1, y1);
    const list = from.get(start);
    if (list) list.push(key(x2, y2));
    else from.set(start, [key(x2, y2)]);
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!on(x, y)) continue;
      if (!on(x, y - 1)) edge(x, y, x + 1, y);
      if (!on(x + 1, y)) edge(x + 1, y, x + 1, y + 1);
      if (!on(x, y + 1)) edge(x + 1, y + 1, x, y + 1);
      if (!on(x - 1, y)) edge(x, y + 1, x, y);
    }
  }
  const point = (k: number) => [(k % (size + 1)) + offset, Math.floor(k / (size + 1)) + offset] as const;
  let path = '';
  for (const [first, ends] of from) {
    while (ends.length > 0) {
      // Walk one closed loop, keeping a corner only where the direction turns.
      const loop = [first];
      for (let at = ends.pop() as number; at !== first; at = (from.get(at) as number[]).pop() as number)
        loop.push(at);
      const corners = loop.filter((k, i) => {
        const [ax, ay] = point(loop[(i + loop.length - 1) % loop.length] as number);
        const [bx, by] = point(k);
        const [cx, cy] = point(loop[(i + 1) % loop.length] as number);
        return !((ax === bx && bx === cx) || (ay === by && by === cy));
      });
      path += `M${corners.map((k) => point(k).join(' ')).join('L')}Z`;
    }
  }
  return path;
}
