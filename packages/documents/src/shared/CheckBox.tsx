import { flex, INK } from './printStyle';

/** A form's tick box: drawn (an SVG tick), never a font glyph a face may lack. */
export function CheckBox({ ticked, size = 26 }: { ticked: boolean; size?: number }) {
  return (
    <div
      style={{
        ...flex,
        width: size,
        height: size,
        background: INK,
        padding: 2,
        flexShrink: 0,
      }}
    >
      <div style={{ ...flex, width: size - 4, height: size - 4, background: '#ffffff' }}>
        {ticked ? (
          <svg width={size - 4} height={size - 4} viewBox="0 0 24 24">
            <path d="M4 12.5 L9.5 18 L20 6" fill="none" stroke={INK} strokeWidth="3.2" />
          </svg>
        ) : null}
      </div>
    </div>
  );
}
