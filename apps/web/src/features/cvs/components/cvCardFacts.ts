import {
  ageInYears,
  agentName,
  experienceSummary,
  formatNumber,
  NO_AGENT_ASSIGNED,
  type Lang,
  personLabel,
} from '@placement/domain';
import type { CvCardFact } from '@placement/ui';
import type { CvEmployeeResult } from '../api/cvOperations';

export interface CardWords {
  passport: string;
  agent: string;
  noAgent: string;
  age: string;
  salary: string;
  arabic: string;
  english: string;
  religion: string;
  maritalStatus: string;
  experience: string;
}

/**
 * What a card reads. A candidate of the public premium list (an agency's CVs for one agent) carries no
 * prospects: every card there is that agent's, so the agent row is left out rather than shown as unassigned.
 */
export type CardCandidate = Pick<
  CvEmployeeResult,
  'passportNumber' | 'dateOfBirth' | 'sex' | 'additionalData' | 'education' | 'workExperience'
> & { prospects?: CvEmployeeResult['prospects'] };

type EnumLabel = (kind: 'currency' | 'languageLevel', value: string | null | undefined) => string;

/**
 * A CV card's facts in the spec's order (02 §2.1): passport, agent (15 characters or NO AGENT ASSIGNED), age,
 * salary with currency, language levels, religion and marital status on premium cards, first experience.
 */
export function cvCardFacts(
  employee: CardCandidate,
  options: { lang: Lang; words: CardWords; label: EnumLabel; premium: boolean; today?: Date },
): CvCardFact[] {
  const { lang, words, label } = options;
  const data = employee.additionalData;
  const salary = data?.salary;
  const facts: CvCardFact[] = [{ label: words.passport, value: employee.passportNumber ?? '-' }];
  if (employee.prospects) {
    const agent = agentName(employee);
    facts.push({ label: words.agent, value: agent === NO_AGENT_ASSIGNED ? words.noAgent : agent });
  }
  facts.push(
    {
      label: words.age,
      value: employee.dateOfBirth ? formatNumber(ageInYears(employee.dateOfBirth, options.today), lang) : '-',
    },
    {
      label: words.salary,
      value: salary ? `${formatNumber(salary, lang)} ${label('currency', data?.currency)}`.trim() : '-',
    },
    {
      label: `${words.arabic} / ${words.english}`,
      value: `${label('languageLevel', employee.education?.arabicLanguage) || '-'} / ${label('languageLevel', employee.education?.englishLanguage) || '-'}`,
    },
  );
  if (options.premium) {
    facts.push(
      // Arabic religion and marital status agree with the candidate's sex (مسلم/مسلمة, أعزب/عزباء).
      { label: words.religion, value: personLabel('religion', data?.religion, lang, employee.sex) || '-' },
      {
        label: words.maritalStatus,
        value: personLabel('maritalStatus', data?.maritalStatus, lang, employee.sex) || '-',
      },
    );
  }
  facts.push({
    label: words.experience,
    value: experienceSummary(employee.workExperience, lang, employee.sex),
  });
  return facts;
}
