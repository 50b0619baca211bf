import {
  CURRENCY_CODES,
  CV_SKILLS as DOMAIN_CV_SKILLS,
  personLabel,
  type CvLang,
  type EnumKind,
} from '@placement/domain';

export type CvValueKind = Extract<
  EnumKind,
  | 'nationality'
  | 'country'
  | 'profession'
  | 'religion'
  | 'maritalStatus'
  | 'complexion'
  | 'sex'
  | 'educationLevel'
  | 'skill'
  | 'currency'
  | 'languageLevel'
  | 'contractPeriod'
>;

/** The nine skills of the CV's yes/no grid, in the CV's order. */
export const CV_SKILLS: readonly string[] = DOMAIN_CV_SKILLS;

function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A stored code as the CV shows it, translated by the domain's labels (English or Arabic) in the form that
 * agrees with the candidate's sex where the language inflects (a single man is أعزب, a single woman عزباء).
 * Unknown codes are shown humanised rather than hidden, so a value from old data never blanks a CV; empty
 * shows '-'.
 */
export function cvValue(
  kind: CvValueKind,
  code: string | null | undefined,
  lang: CvLang,
  sex?: string | null,
): string {
  if (code === null || code === undefined || String(code).trim() === '') return '-';
  const stored = String(code).trim();
  if (kind === 'currency' && lang === 'en') {
    // English CVs print the salary as "1000 SAR".
    const key = stored.toLowerCase().replace(/\s+/g, '_');
    return (CURRENCY_CODES as Readonly<Record<string, string>>)[key] ?? stored.toUpperCase();
  }
  const text = personLabel(kind, stored, lang, sex);
  return text === stored ? humanise(stored) : text;
}
