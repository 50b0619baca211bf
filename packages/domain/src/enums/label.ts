import { enumCode } from './enumCode';
import { ENUM_LABELS, type EnumKind } from './enumLabels';
import type { Lang, LangText } from './Lang';

/**
 * The label of an enumeration value in a language. Stored records hold free strings (old data, other sets), so
 * a value is read by enumCode (code, English label or other spelling), and an unknown value comes back as
 * itself rather than failing the screen or document; empty stays empty.
 */
export function label(kind: EnumKind, value: string | null | undefined, lang: Lang): string {
  if (value === null || value === undefined) return '';
  const code = enumCode(kind, value);
  if (code === undefined) return value;
  const labels: Readonly<Record<string, LangText>> = ENUM_LABELS[kind];
  return labels[code]![lang];
}
