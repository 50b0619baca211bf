// Flags of the main sending countries, drawn so no image has to be fetched. Unknown nationalities show none.
const STRIPES: Record<string, string[]> = {
  ethiopian: ['#078930', '#fcdd09', '#da121a'],
  sudanese: ['#d21034', '#ffffff', '#000000'],
  ugandan: ['#000000', '#fcdc04', '#d90000', '#000000', '#fcdc04', '#d90000'],
  kenyan: ['#000000', '#bb0000', '#006600'],
  indonesian: ['#ce1126', '#ffffff'],
};

export function hasFlag(nationality: string | null | undefined): boolean {
  return Boolean(nationality && STRIPES[nationality.toLowerCase()]);
}

export interface FlagProps {
  nationality: string | null | undefined;
  width: number;
  height: number;
}

export function Flag({ nationality, width, height }: FlagProps) {
  const key = (nationality ?? '').toLowerCase();
  const stripes = STRIPES[key];
  if (!stripes) return null;
  const band = 60 / stripes.length;
  return (
    <svg width={width} height={height} viewBox="0 0 120 60" preserveAspectRatio="xMidYMid meet">
      {stripes.map((colour, index) => (
        <rect key={index} x="0" y={index * band} width="120" height={band + 0.5} fill={colour} />
      ))}
      {key === 'ethiopian' ? (
        <g>
          <circle cx="60" cy="30" r="17" fill="#0f47af" />
          <path
            d="M60 16.5l3.2 9.8h10.3l-8.3 6 3.2 9.8-8.4-6-8.4 6 3.2-9.8-8.3-6h10.3z"
            fill="none"
            stroke="#fcdd09"
            strokeWidth="1.6"
          />
        </g>
      ) : null}
    </svg>
  );
}
