import { loadsForeignAgentsForPicker } from './companyTypeView';
import type { UserKind } from '../enums';

// The 'Company' picker of the print screen and the lists (spec 02 §2.9, spec 01 §6).

/** The id of the picker's 'All' entry (includeAll): choosing it means no company filter. */
export const ALL_COMPANIES_ID = '-1';

/** A Super user's picker loads foreign-agent companies, the first 500 (spec 01 §6, spec 02 §2.9). */
export const FOREIGN_AGENTS_FOR_PICKER = { type: 'ForeignAgent', skip: 0, take: 500 } as const;

/** Where a user's picker takes its companies from: the foreign-agent list, or the user's company's partners. */
export function companyPickerSource(
  userKind: UserKind | string | null | undefined,
): 'foreignAgents' | 'partners' {
  return loadsForeignAgentsForPicker(userKind) ? 'foreignAgents' : 'partners';
}

export interface PickerCompany {
  _id: string;
  displayName: string;
}

export interface CompanyPickerChoices<C extends PickerCompany> {
  /** The companies loaded from the picker's source. */
  companies: readonly C[];
  /** The user's own company, offered first when includeAgency is set. */
  ownCompany?: C | null;
  includeAgency?: boolean;
  /** Adds an 'All' entry with id -1 before everything else. */
  includeAll?: boolean;
  /** The label of the 'All' entry, in the screen's language. */
  allLabel?: string;
}

/**
 * The picker's options in order: 'All' (includeAll), the user's own company (includeAgency), then the loaded
 * companies. A company listed twice (the own company among the partners, or a partner linked twice) shows once.
 */
export function companyPickerOptions<C extends PickerCompany>({
  companies,
  ownCompany,
  includeAgency = false,
  includeAll = false,
  allLabel = 'All',
}: CompanyPickerChoices<C>): PickerCompany[] {
  const options: PickerCompany[] = [];
  const seen = new Set<string>();
  const add = (company: PickerCompany) => {
    if (seen.has(company._id)) return;
    seen.add(company._id);
    options.push({ _id: company._id, displayName: company.displayName });
  };
  if (includeAll) add({ _id: ALL_COMPANIES_ID, displayName: allLabel });
  if (includeAgency && ownCompany) add(ownCompany);
  companies.forEach(add);
  return options;
}

/** The picker's text search: every word typed appears in the name, ignoring case; 'All' always stays. */
export function filterCompanyOptions<C extends PickerCompany>(options: readonly C[], text: string): C[] {
  const words = text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter(
    (option) =>
      option._id === ALL_COMPANIES_ID ||
      words.every((word) => option.displayName.toLocaleLowerCase().includes(word)),
  );
}
