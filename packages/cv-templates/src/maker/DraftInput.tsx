import { useState, type CSSProperties } from 'react';

export interface DraftInputProps {
  name: string;
  /** Ties the box to its visible <label htmlFor>. */
  id?: string;
  value: string | number;
  /** Called on every keystroke; the caller keeps the value only when it parses. */
  onEdit: (name: string, value: string) => void;
  type?: 'text' | 'number';
  min?: number;
  max?: number;
  style?: CSSProperties;
  'aria-labelledby'?: string;
}

/**
 * A text box that keeps what the user is typing while it has focus — half-typed values such as '#00' are
 * not valid settings yet and would otherwise snap back — and shows the applied setting again on blur.
 */
export function DraftInput({
  name,
  id,
  value,
  onEdit,
  type = 'text',
  min,
  max,
  style,
  ...aria
}: DraftInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type={type}
      // Codes, sizes and CSS values read left to right in an Arabic panel too ('#0a3d62', not '0a3d62#').
      dir="ltr"
      id={id}
      name={name}
      value={draft ?? String(value)}
      min={min}
      max={max}
      style={style}
      {...aria}
      onFocus={() => setDraft(String(value))}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        setDraft(event.target.value);
        onEdit(name, event.target.value);
      }}
    />
  );
}
