import type { ReactNode } from 'react';

// Flags of the main sending countries, drawn so no image has to be fetched. Unknown nationalities show none.
// Each follows its official design (proportions, colours, emblem); the emblems are simplified only where a CV's
// flag is too small to show more (Uganda's crane, Kenya's shield).

interface FlagDesign {
  /** Width and height of the official proportions. */
  width: number;
  height: number;
  /** Horizontal stripes from the top, equal height unless weighted. */
  stripes: { colour: string; weight?: number }[];
  emblem?: ReactNode;
}

/** A regular five-pointed star's points (or its inner corners), from the top, clockwise. */
function starPoints(cx: number, cy: number, radius: number, rotation = -90): [number, number][] {
  return Array.from({ length: 5 }, (_, i) => {
    const angle = ((rotation + i * 72) * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

const point = ([x, y]: [number, number]) => `${x.toFixed(2)} ${y.toFixed(2)}`;

/**
 * Ethiopia (Proclamation 654/2009): green, yellow and red bands; a blue disc with a yellow pentagram drawn as
 * lines and five rays between its points.
 */
function ethiopianEmblem(): ReactNode {
  const [cx, cy, disc, star] = [60, 30, 18, 14.5];
  const points = starPoints(cx, cy, star);
  const pentagram = [0, 2, 4, 1, 3].map((i) => point(points[i] as [number, number])).join(' L');
  // The rays leave the pentagram's inner corners (between two points) towards the disc's edge.
  const inner = starPoints(cx, cy, star * 0.382, -54);
  const rays = inner.map((corner, i) => {
    const outer = starPoints(cx, cy, star * 0.95, -54)[i] as [number, number];
    return `M${point(corner)} L${point(outer)}`;
  });
  return (
    <g>
      <circle cx={cx} cy={cy} r={disc} fill="#0f47af" />
      <path
        d={`M${pentagram} Z ${rays.join(' ')}`}
        fill="none"
        stroke="#fcdd09"
        strokeWidth="1.4"
        strokeLinejoin="miter"
      />
    </g>
  );
}

/** Kenya: a red, black and white Maasai shield over two crossed white spears. */
function kenyanEmblem(): ReactNode {
  return (
    <g>
      <path d="M37 10 L53 50 M53 10 L37 50" stroke="#ffffff" strokeWidth="1.6" />
      <ellipse cx="45" cy="30" rx="7.5" ry="16" fill="#bb0000" />
      <path d="M41 17 Q37.5 30 41 43 L38.5 43 Q35 30 38.5 17 Z" fill="#000000" />
      <path d="M49 17 Q52.5 30 49 43 L51.5 43 Q55 30 51.5 17 Z" fill="#000000" />
      <ellipse cx="45" cy="30" rx="1.8" ry="6" fill="#ffffff" />
    </g>
  );
}

/** Uganda: a white disc holding the grey crowned crane, facing the hoist. */
function ugandanEmblem(): ReactNode {
  return (
    <g>
      <circle cx="45" cy="30" r="10.5" fill="#ffffff" />
      <path d="M43 22 L46 21.5 L45 24 Z" fill="#fcdc04" />
      <circle cx="44.5" cy="24.5" r="1.6" fill="#9ca69c" />
      <path d="M43 25 L40.8 26.2 L43.3 26" fill="#d90000" />
      <path d="M45 26 Q47 31 50 31 Q48 36 45 35 Q43 32 45 26 Z" fill="#9ca69c" />
      <path d="M45.5 35 L44 39 M46.5 35 L48.5 39" stroke="#000000" strokeWidth="0.6" />
    </g>
  );
}

const DESIGNS: Record<string, FlagDesign> = {
  ethiopian: {
    width: 120,
    height: 60,
    stripes: [{ colour: '#078930' }, { colour: '#fcdd09' }, { colour: '#da121a' }],
    emblem: ethiopianEmblem(),
  },
  // Sudan (1970): red, white and black bands with a green triangle at the hoist, a third of the flag long.
  sudanese: {
    width: 120,
    height: 60,
    stripes: [{ colour: '#d21034' }, { colour: '#ffffff' }, { colour: '#000000' }],
    emblem: <path d="M0 0 L40 30 L0 60 Z" fill="#007229" />,
  },
  ugandan: {
    width: 90,
    height: 60,
    stripes: ['#000000', '#fcdc04', '#d90000', '#000000', '#fcdc04', '#d90000'].map((colour) => ({ colour })),
    emblem: ugandanEmblem(),
  },
  // Kenya: black, red and green bands parted by thin white bands (6:1:6 each side of the red band's fimbriation).
  kenyan: {
    width: 90,
    height: 60,
    stripes: [
      { colour: '#000000', weight: 6 },
      { colour: '#ffffff', weight: 1 },
      { colour: '#bb0000', weight: 6 },
      { colour: '#ffffff', weight: 1 },
      { colour: '#006600', weight: 6 },
    ],
    emblem: kenyanEmblem(),
  },
  indonesian: {
    width: 90,
    height: 60,
    stripes: [{ colour: '#ff0000' }, { colour: '#ffffff' }],
  },
};

/** The nationalities a flag is drawn for. */
export const FLAG_NATIONALITIES = ['ethiopian', 'sudanese', 'ugandan', 'kenyan', 'indonesian'] as const;

export function hasFlag(nationality: string | null | undefined): boolean {
  return Boolean(nationality && DESIGNS[nationality.toLowerCase()]);
}

export interface FlagProps {
  nationality: string | null | undefined;
  width: number;
  height: number;
}

export function Flag({ nationality, width, height }: FlagProps) {
  const key = (nationality ?? '').toLowerCase();
  const design = DESIGNS[key];
  if (!design) return null;
  const total = design.stripes.reduce((sum, stripe) => sum + (stripe.weight ?? 1), 0);
  let top = 0;
  // Drawn at its own proportions inside the room given (not every renderer honours preserveAspectRatio).
  const scale = Math.min(width / design.width, height / design.height);
  return (
    <svg
      width={Math.round(design.width * scale)}
      height={Math.round(design.height * scale)}
      viewBox={`0 0 ${design.width} ${design.height}`}
    >
      {design.stripes.map((stripe, index) => {
        const band = (design.height * (stripe.weight ?? 1)) / total;
        const y = top;
        top += band;
        // Each band reaches a little under the next so no hairline of background shows between them.
        const overlap = index < design.stripes.length - 1 ? 0.5 : 0;
        return (
          <rect key={index} x="0" y={y} width={design.width} height={band + overlap} fill={stripe.colour} />
        );
      })}
      {design.emblem}
    </svg>
  );
}
