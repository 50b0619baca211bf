import type { CSSProperties } from 'react';
import { flex, MUTED } from './printStyle';

export interface BilingualFieldProps {
  en: string;
  ar: string;
  value: string;
  width?: number | string;
  /** Values read right to left (an Arabic or Amharic name) keep their own direction inside the box. */
  valueStyle?: CSSProperties;
}

/**
 * One field of a bilingual form: the English label on the left, the Arabic on the right, the value between
 * them on a ruled line, as the embassy's printed forms lay it out.
 */
export function BilingualField({ en, ar, value, width = '100%', valueStyle }: BilingualFieldProps) {
  return (
    <div style={{ ...flex, width, alignItems: 'flex-end', minHeight: 46, paddingBottom: 4 }}>
      <div
        style={{ ...flex, fontSize: 17, lineHeight: '30px', color: MUTED, flexShrink: 0, marginRight: 10 }}
      >
        {en}
      </div>
      <div
        style={{
          ...flex,
          flexGrow: 1,
          justifyContent: 'center',
          fontSize: 21,
          lineHeight: '30px',
          fontWeight: 700,
          borderBottom: '1px solid #9aa5b1',
          paddingBottom: 2,

          ...valueStyle,
        }}
      >
        {value || ' '}
      </div>
      <div style={{ ...flex, fontSize: 18, lineHeight: '30px', color: MUTED, flexShrink: 0, marginLeft: 10 }}>
        {ar}
      </div>
    </div>
  );
}
