import { label, type EnumKind } from '@placement/domain';
import { usePreferences } from '../preferences/PreferencesProvider';

/** The label of an enumeration value in the current language; labels live in packages/domain. */
export function useEnumLabel(): (kind: EnumKind, value: string | null | undefined) => string {
  const { language } = usePreferences();
  return (kind, value) => label(kind, value, language);
}
