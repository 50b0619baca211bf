import type { CSSProperties } from 'react';

export interface PhotoProps {
  src?: string | null | undefined;
  /** Pixels: the drawn stand-in is sized from them (an inline SVG must not be sized in percent, see below). */
  width: number;
  height: number;
  radius?: number | string;
  shadow?: string;
  border?: CSSProperties;
  /** Colours of the drawn stand-in when there is no photo; `background` also shows around a fitted photo. */
  tint: string;
  background: string;
  label: string;
  fontSize?: number;
  /**
   * Where a photo of another shape than its box sits: centred, or at the top (a layout that sets text over the
   * lower part of the box).
   */
  align?: 'centre' | 'top';
}

/** Share of the box the stand-in silhouette takes. */
const SILHOUETTE_SHARE = 0.7;

/**
 * A photo fitted whole into its box (never cropped: a passport copy keeps both ends of its machine-readable
 * lines, a full-length photo keeps head and feet), or a drawn silhouette with a caption when there is none.
 */
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
  align = 'centre',
}: PhotoProps) {
  const box: CSSProperties = {
    display: 'flex',
    width,
    height,
    borderRadius: radius,
    overflow: 'hidden',
    flexShrink: 0,
    backgroundColor: background,
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
          style={{
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            objectPosition: align === 'top' ? 'top' : 'center',
          }}
        />
      </div>
    );
  }
  // satori turns an inline SVG into a picture of the SVG's own width and height attributes; percentages came out
  // as NaN, which the PDF writer cannot draw, so the page fell back to a raster picture. Pixels it is.
  const caption = fontSize * 1.4 + 8;
  const silhouette = Math.max(
    0,
    Math.floor(Math.min(width * SILHOUETTE_SHARE, height * SILHOUETTE_SHARE, height - caption)),
  );
  return (
    <div
      style={{
        ...box,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-end',
      }}
    >
      <svg width={silhouette} height={silhouette} viewBox="0 0 100 100">
        <circle cx="50" cy="34" r="20" fill={tint} />
        <path d="M10 100c0-24 18-40 40-40s40 16 40 40z" fill={tint} />
      </svg>
      <div style={{ display: 'flex', fontSize, color: tint, paddingBottom: 8 }}>{label}</div>
    </div>
  );
}
