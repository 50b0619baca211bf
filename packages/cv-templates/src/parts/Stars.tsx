const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z';

export interface StarsProps {
  filled: number;
  size: number;
  colour: string;
  emptyColour: string;
  rtl?: boolean;
}

/** Five drawn stars, `filled` of them coloured; drawn as SVG so no font has to carry the glyph. */
export function Stars({ filled, size, colour, emptyColour, rtl = false }: StarsProps) {
  const gap = Math.round(size * 0.15);
  const width = size * 5 + gap * 4;
  return (
    <svg width={width} height={size} viewBox={`0 0 ${width} ${size}`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const slot = rtl ? 4 - index : index;
        const x = slot * (size + gap);
        return (
          <path
            key={index}
            d={STAR}
            transform={`translate(${x} 0) scale(${size / 24})`}
            fill={index < filled ? colour : emptyColour}
          />
        );
      })}
    </svg>
  );
}
