import { ENUM_LABELS, type EnumKind } from './enumLabels';

// Spellings that neither the code nor the English label reaches: what people type and what older records
// hold (a work-experience country was free text, so 'United Arab Emirates' and 'UAE' are both stored).
const OTHER_SPELLINGS: Readonly<Partial<Record<EnumKind, Readonly<Record<string, string>>>>> = {
  country: {
    united_arab_emirates: 'uae',
    emirates: 'uae',
    ksa: 'saudi_arabia',
    saudi: 'saudi_arabia',
    kingdom_of_saudi_arabia: 'saudi_arabia',
    usa: 'united_states',
    united_states_of_america: 'united_states',
    uk: 'united_kingdom',
  },
  appliedCountry: { united_arab_emirates: 'uae', ksa: 'saudi_arabia', saudi: 'saudi_arabia' },
  profession: {
    house_maid: 'housemaid',
    maid: 'housemaid',
    cook: 'cooker',
    care_giver: 'caregiver',
    babysitter: 'baby_sitter',
  },
  religion: { nonmuslim: 'non_muslim' },
  maritalStatus: { widowed: 'widow', widower: 'widow' },
};

function asCode(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * The code of a stored or typed value of an enumeration: the code itself in any case or spacing, its English
 * label (Saudi Arabia, Cook), or a known other spelling (UAE, KSA). Undefined when it is none of them.
 */
export function enumCode(kind: EnumKind, text: string | null | undefined): string | undefined {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const labels: Readonly<Record<string, { en: string }>> = ENUM_LABELS[kind];
  if (Object.hasOwn(labels, text)) return text;
  const code = asCode(text);
  const spelled = OTHER_SPELLINGS[kind]?.[code] ?? code;
  if (Object.hasOwn(labels, spelled)) return spelled;
  return Object.keys(labels).find((value) => asCode(labels[value]!.en) === code);
}
