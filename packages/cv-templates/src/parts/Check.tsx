export interface CheckProps {
  yes: boolean;
  size: number;
  colour: string;
  noColour: string;
}

/** A drawn tick in a disc for yes, a cross in an outline for no. */
export function Check({ yes, size, colour, noColour }: CheckProps) {
  return yes ? (
    <svg width={size} height={size} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="11" fill={colour} />
      <path
        d="M6.5 12.5l3.7 3.7 7.3-8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg width={size} height={size} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="10" fill="none" stroke={noColour} strokeWidth="1.8" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke={noColour} strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
