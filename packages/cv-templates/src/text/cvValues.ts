import {
  CURRENCY_CODES,
  CV_SKILLS as DOMAIN_CV_SKILLS,
  label,
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
 * A stored code as the CV shows it, translated by the domain's labels (English or Arabic). Unknown codes are
 * shown humanised rather than hidden, so a value from old data never blanks a CV; empty shows '-'.
 */
export function cvValue(kind: CvValueKind, code: string | null | undefined, lang: CvLang): string {
  if (code === null || code === undefined || String(code).trim() === '') return '-';
  const key = String(code).trim().toLowerCase().replace(/\s+/g, '_');
  if (kind === 'currency' && lang === 'en') {
    // English CVs print the salary as "1000 SAR".
    return (CURRENCY_CODES as Readonly<Record<string, string>>)[key] ?? String(code).trim().toUpperCase();
  }
  const text = label(kind, key, lang);
  return text === key ? humanise(String(code).trim()) : text;
}
