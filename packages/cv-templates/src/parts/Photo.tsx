import type { CSSProperties } from 'react';

export interface PhotoProps {
  src?: string | null | undefined;
  width: number | string;
  height: number | string;
  radius?: number | string;
  shadow?: string;
  border?: CSSProperties;
  /** Colours of the drawn stand-in when there is no photo. */
  tint: string;
  background: string;
  label: string;
  fontSize?: number;
}

/** A photo cropped to its box, or a drawn silhouette with a caption when the employee has none. */
export function Photo({
  src,
  width,
  height,
  radius = 0,
  shadow,
  border,
  tint,
  background,
  label,
  fontSize = 16,
}: PhotoProps) {
  const box: CSSProperties = {
    display: 'flex',
    width,
    height,
    borderRadius: radius,
    overflow: 'hidden',
    flexShrink: 0,
    ...(shadow && shadow !== 'none' ? { boxShadow: shadow } : {}),
    ...border,
  };
  if (src) {
    return (
      <div style={box}>
        <img
          src={src}
          alt=""
          width="100%"
          height="100%"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </div>
    );
  }
  return (
    <div
      style={{
        ...box,
        backgroundColor: background,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-end',
      }}
    >
      <svg width="70%" height="70%" viewBox="0 0 100 100" preserveAspectRatio="xMidYMax meet">
        <circle cx="50" cy="34" r="20" fill={tint} />
        <path d="M10 100c0-24 18-40 40-40s40 16 40 40z" fill={tint} />
      </svg>
      <div style={{ display: 'flex', fontSize, color: tint, paddingBottom: 8 }}>{label}</div>
    </div>
  );
}
