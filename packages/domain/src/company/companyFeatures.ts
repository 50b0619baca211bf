import type { Company } from '../entities';
import { NATIONALITIES, type Nationality } from '../enums';
import { companyKind, isSudan, isSudan2 } from './companyVariant';

type DepositHolder = Pick<Company, 'depositAmount'> | null | undefined;

// Which marker shows the Sub Agents panel has two readings (spec 01 §1): described as sudan only, while the
// original check involves both markers. 'sudanOnly' is the default; 'eitherSudanMarker' is the other reading.
export const SUB_AGENTS_PANEL_READINGS = ['sudanOnly', 'eitherSudanMarker'] as const;
export type SubAgentsPanelReading = (typeof SUB_AGENTS_PANEL_READINGS)[number];

export function showsSubAgentsPanel(
  company: DepositHolder,
  reading: SubAgentsPanelReading = 'sudanOnly',
): boolean {
  return reading === 'sudanOnly' ? isSudan(company) : isSudan(company) || isSudan2(company);
}

/** The sudan extras: sub-agent selection, agent filter, medical insurance and exchange-rate columns, letters. */
export function showsSudanExtras(company: DepositHolder): boolean {
  return isSudan(company);
}

/** Amharic company name and manager name fields are hidden for sudan2 companies. */
export function showsAmharicNameFields(company: DepositHolder): boolean {
  return !isSudan2(company);
}

export const EMPLOYMENT_HOME_ROUTE = '/app/employees';
export const COMMISSION_HOME_ROUTE = '/app/coms';

/** Where /app sends a user: the employee list for employment companies, the embassy list otherwise. */
export function homeRoute(company: DepositHolder): string {
  return companyKind(company?.depositAmount) === 'employment' ? EMPLOYMENT_HOME_ROUTE : COMMISSION_HOME_ROUTE;
}

/** The nationality picker's order: sudan companies list Sudanese first. */
export function nationalityOptions(company: DepositHolder): readonly Nationality[] {
  if (!isSudan(company)) return NATIONALITIES;
  return ['sudanese', ...NATIONALITIES.filter((nationality) => nationality !== 'sudanese')];
}
