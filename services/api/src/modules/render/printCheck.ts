import {
  contradictionMessage,
  correctionLetterRefusals,
  documentContradictions,
  isContradictionDocument,
  isLang,
  letterRefusalMessage,
  type ContradictionEmployee,
  type CorrectionLetterType,
  type Lang,
  type LetterEmployeeStatus,
} from '@placement/domain';
import type { SignedInContext } from '../../context';
import { databaseRenderDataSource } from './renderData';

/** One thing about one employee that stops a print (a refusal) or that the clerk is asked to look at first. */
export interface PrintProblem {
  employeeId: string;
  name: string;
  code: string;
  message: string;
}

export interface PrintCheck {
  refusals: PrintProblem[];
  warnings: PrintProblem[];
}

const fullName = (employee: LetterEmployeeStatus) =>
  [employee.givenName, employee.surName].filter((part) => (part ?? '').trim() !== '').join(' ');

/**
 * What the domain says about printing these employees' document before it is printed: refusals (a letter that
 * would state a fact her record does not support) and warnings (a record that contradicts itself or the
 * document). The employees were checked against the caller's tenancy before this is asked.
 */
export async function checkPrint(
  ctx: SignedInContext,
  kind: string,
  ids: string[],
  options: { letterType?: CorrectionLetterType | null; language?: string | null },
): Promise<PrintCheck> {
  const lang: Lang = isLang(options.language) ? options.language : 'en';
  const refusals: PrintProblem[] = [];
  const warnings: PrintProblem[] = [];
  const lettered = kind === 'letters' && options.letterType;
  if (!lettered && !isContradictionDocument(kind)) return { refusals, warnings };
  const employees = (await databaseRenderDataSource(ctx.db, ctx.config.filesDir).employees(
    ctx.user.companyId,
    ids,
    { pictures: false },
  )) as unknown as (LetterEmployeeStatus & ContradictionEmployee)[];
  if (lettered)
    for (const refusal of correctionLetterRefusals(options.letterType as CorrectionLetterType, employees))
      refusals.push({
        employeeId: refusal.employeeId,
        name: refusal.name,
        code: 'letterStatesOtherStatus',
        message: letterRefusalMessage(refusal, lang),
      });
  if (isContradictionDocument(kind))
    for (const employee of employees)
      for (const contradiction of documentContradictions(kind, employee))
        warnings.push({
          employeeId: employee.id,
          name: fullName(employee),
          code: contradiction.code,
          message: contradictionMessage(contradiction, lang),
        });
  return { refusals, warnings };
}
