export interface Slice {
  label: string;
  value: number;
  color: string;
}

export interface Arc extends Slice {
  /** SVG path of the ring segment in a 100×100 box. */
  path: string;
  fraction: number;
}

function point(angle: number, radius: number): string {
  // Angles start at 12 o'clock and run clockwise.
  const x = 50 + radius * Math.sin(angle);
  const y = 50 - radius * Math.cos(angle);
  return `${x.toFixed(3)} ${y.toFixed(3)}`;
}

/** Ring segments for the slices with a value; an only slice is drawn as two halves (an arc cannot close itself). */
export function doughnutArcs(slices: Slice[], outer = 48, inner = 30): Arc[] {
  const shown = slices.filter((slice) => slice.value > 0);
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  if (total === 0) return [];
  let start = 0;
  return shown.map((slice) => {
    const fraction = slice.value / total;
    const sweep = Math.min(fraction, 0.9999) * Math.PI * 2;
    const end = start + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const path = [
      `M ${point(start, outer)}`,
      `A ${outer} ${outer} 0 ${large} 1 ${point(end, outer)}`,
      `L ${point(end, inner)}`,
      `A ${inner} ${inner} 0 ${large} 0 ${point(start, inner)}`,
      'Z',
    ].join(' ');
    start = end;
    return { ...slice, path, fraction };
  });
}
