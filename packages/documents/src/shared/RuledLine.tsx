import { flex, INK, MUTED } from './printStyle';

/** A line to fill in by hand (signature, date, official use): English label, the rule, Arabic label. */
export function RuledLine({ en, ar, width }: { en: string; ar: string; width: string }) {
  return (
    <div
      style={{
        ...flex,
        width,
        alignItems: 'flex-end',
        height: 50,
        fontSize: 17,
        lineHeight: '30px',
        color: MUTED,
      }}
    >
      <div style={{ ...flex, flexShrink: 0 }}>{en}</div>
      <div style={{ ...flex, flexGrow: 1, height: 1, background: INK, margin: '0 8px 7px' }} />
      <div style={{ ...flex, flexShrink: 0 }}>{ar}</div>
    </div>
  );
}
