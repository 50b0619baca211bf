import type { CorrectionLetterType } from '../enums/correctionLetterType';
import type { Lang } from '../enums/Lang';
import { statusLabel } from './statusLabel';

// The spec's rule for when a letter applies (spec 02 §2.9): an 'issued' letter says the employee's status is
// Immigration Verified and asks the ministry to return her to Issued. Printed for anyone else, it would state a
// fact the record does not support, so it is refused for her. Name and sex letters state only what the ministry
// recorded wrongly (the passport is their proof), so they apply to every employee.

/** The status an employee must be in for a letter of this type, or undefined when every status will do. */
export function statusStatedByLetter(type: CorrectionLetterType): string | undefined {
  return type === 'issued' ? 'immigration_verified' : undefined;
}

export interface LetterEmployeeStatus {
  id: string;
  givenName?: string | null;
  surName?: string | null;
  status?: string | null;
}

/** One employee a letter cannot be written for, and why. */
export interface LetterRefusal {
  employeeId: string;
  name: string;
  /** Her status as the record has it. */
  status: string;
  /** The status the letter would state. */
  stated: string;
}

/** The employees of a letter whose record does not support what the letter says about them; empty when it may print. */
export function correctionLetterRefusals(
  type: CorrectionLetterType,
  employees: readonly LetterEmployeeStatus[],
): LetterRefusal[] {
  const stated = statusStatedByLetter(type);
  if (!stated) return [];
  return employees
    .filter((employee) => (employee.status ?? 'new') !== stated)
    .map((employee) => ({
      employeeId: employee.id,
      name: [employee.givenName, employee.surName].filter((part) => (part ?? '').trim() !== '').join(' '),
      status: employee.status ?? 'new',
      stated,
    }));
}

const REFUSAL_TEXT: Readonly<Record<Lang, (name: string, status: string, stated: string) => string>> = {
  en: (name, status, stated) =>
    `${name} is ${status}, not ${stated}: the letter states that she is ${stated}, so it cannot be printed for her.`,
  ar: (name, status, stated) =>
    `حالة ${name} هي «${status}» وليست «${stated}»: الخطاب يذكر أن حالتها «${stated}»، فلا يمكن طباعته لها.`,
  am: (name, status, stated) =>
    `የ${name} ሁኔታ «${status}» ነው እንጂ «${stated}» አይደለም፤ ደብዳቤው ሁኔታዋ «${stated}» እንደሆነ ስለሚገልጽ ለእርሷ ሊታተም አይችልም።`,
};

/** Why the letter is refused for this employee, in the reader's language. */
export function letterRefusalMessage(refusal: LetterRefusal, lang: Lang = 'en'): string {
  const label = (status: string) => statusLabel(status, lang);
  return REFUSAL_TEXT[lang](refusal.name, label(refusal.status), label(refusal.stated));
}
