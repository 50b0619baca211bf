import type { EnumKind } from '@placement/domain';
import { useEnumLabel } from './useEnumLabel';

/** A closed list's values as select options, labelled in the current language (labels from packages/domain). */
export function useEnumOptions(): (
  kind: EnumKind,
  values: readonly string[],
) => { value: string; label: string }[] {
  const enumLabel = useEnumLabel();
  return (kind, values) => values.map((value) => ({ value, label: enumLabel(kind, value) }));
}
