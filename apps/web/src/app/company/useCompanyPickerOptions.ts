import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  FOREIGN_AGENTS_FOR_PICKER,
  companyPickerOptions,
  companyPickerSource,
  type PickerCompany,
} from '@placement/domain';
import { useCurrentUser } from '../auth/currentUser';
import { PARTNER_COMPANIES } from './PARTNER_COMPANIES';
import { PICKER_FOREIGN_AGENTS } from './PICKER_COMPANIES';

export interface CompanyPickerOptionsRequest {
  /** False until the picker is needed (e.g. a closed filter panel), so nothing is fetched before. */
  enabled?: boolean;
  includeAgency?: boolean;
  includeAll?: boolean;
  allLabel?: string;
}

/**
 * What the signed-in user's 'Company' picker offers (spec 02 §2.9): a Super user's loads the foreign-agent
 * companies, everyone else's their company's partners; the API still decides what each may see.
 */
export function useCompanyPickerOptions({
  enabled = true,
  includeAgency = false,
  includeAll = false,
  allLabel,
}: CompanyPickerOptionsRequest = {}): { options: PickerCompany[]; loading: boolean } {
  const { user } = useCurrentUser();
  const company = user?.company ?? null;
  const source = companyPickerSource(user?.userType);
  const foreignAgents = useQuery(PICKER_FOREIGN_AGENTS, {
    variables: FOREIGN_AGENTS_FOR_PICKER,
    skip: !enabled || !user || source !== 'foreignAgents',
  });
  const partners = useQuery(PARTNER_COMPANIES, {
    variables: { companyId: company?._id ?? '' },
    skip: !enabled || !company || source !== 'partners',
  });
  const loaded =
    source === 'foreignAgents' ? foreignAgents.data?.companies.companies : partners.data?.getCompany.partners;
  const options = useMemo(
    () =>
      companyPickerOptions({
        companies: loaded ?? [],
        ownCompany: company ? { _id: company._id, displayName: company.displayName ?? '' } : null,
        includeAgency,
        includeAll,
        allLabel,
      }),
    [loaded, company, includeAgency, includeAll, allLabel],
  );
  return { options, loading: enabled && (foreignAgents.loading || partners.loading || !user) };
}
