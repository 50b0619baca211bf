import type { ReactNode } from 'react';

// Pointy-top hexagon in a box of the given width; height is width * 2 / sqrt(3).
export function hexagonHeight(width: number): number {
  return Math.round((width * 2) / Math.sqrt(3));
}

function points(width: number, inset = 0): string {
  const h = hexagonHeight(width);
  const w = width;
  const i = inset;
  return [
    [w / 2, i],
    [w - i, h / 4 + i / 2],
    [w - i, (3 * h) / 4 - i / 2],
    [w / 2, h - i],
    [i, (3 * h) / 4 - i / 2],
    [i, h / 4 + i / 2],
  ]
    .map(([x, y]) => `${(x ?? 0).toFixed(1)},${(y ?? 0).toFixed(1)}`)
    .join(' ');
}

const HEX_CLIP = 'polygon(50% 0%, 100% 25%, 100% 75%, 50% 100%, 0% 75%, 0% 25%)';

export interface HexPhotoProps {
  src?: string | null;
  width: number;
  stroke: string;
  strokeWidth: number;
  placeholder: string;
}

/** A photo clipped to a hexagon inside a hexagon outline; a drawn silhouette when there is no photo. */
export function HexPhoto({ src, width, stroke, strokeWidth, placeholder }: HexPhotoProps) {
  const height = hexagonHeight(width);
  const innerWidth = width - strokeWidth * 2;
  const innerHeight = hexagonHeight(innerWidth);
  return (
    <div
      style={{
        display: 'flex',
        width,
        height,
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: stroke,
        clipPath: HEX_CLIP,
      }}
    >
      <div
        style={{
          display: 'flex',
          width: innerWidth,
          height: innerHeight,
          clipPath: HEX_CLIP,
          backgroundColor: '#eef1f4',
        }}
      >
        {src ? (
          <img
            src={src}
            alt=""
            width={innerWidth}
            height={innerHeight}
            style={{ width: innerWidth, height: innerHeight, objectFit: 'cover' }}
          />
        ) : (
          <svg width={innerWidth} height={innerHeight} viewBox="0 0 100 115">
            <circle cx="50" cy="46" r="18" fill={placeholder} />
            <ellipse cx="50" cy="110" rx="36" ry="34" fill={placeholder} />
          </svg>
        )}
      </div>
    </div>
  );
}

export interface HexBadgeProps {
  width: number;
  fill: string;
  children: ReactNode;
}

/** A filled hexagon with content centred on it. */
export function HexBadge({ width, fill, children }: HexBadgeProps) {
  const height = hexagonHeight(width);
  return (
    <div style={{ display: 'flex', position: 'relative', width, height }}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ position: 'absolute', top: 0, left: 0 }}
      >
        <polygon points={points(width, 1)} fill={fill} />
      </svg>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          position: 'absolute',
          top: 0,
          left: 0,
          width,
          height,
          alignItems: 'center',
          justifyContent: 'center',
          padding: 12,
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** A faint field of hexagon outlines, for decorating a coloured band. */
export function HexPattern({ width, height, colour }: { width: number; height: number; colour: string }) {
  const size = 70;
  const h = hexagonHeight(size);
  const cells: ReactNode[] = [];
  for (let y = -h / 2, r = 0; y < height; y += h * 0.75, r += 1) {
    for (let x = r % 2 === 0 ? 0 : -size / 2; x < width; x += size) {
      cells.push(
        <polygon
          key={`${x}-${y}`}
          points={points(size)}
          transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
          fill="none"
          stroke={colour}
          strokeWidth="1.5"
        />,
      );
    }
  }
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ position: 'absolute', top: 0, left: 0 }}
    >
      {cells}
    </svg>
  );
}
