import { useQuery } from '@apollo/client/react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VisaInput } from '@placement/domain';
import { FieldGrid, Panel, Select, TextField } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { PARTNER_COMPANIES } from '../../../app/company/PARTNER_COMPANIES';
import { VisaFields } from '../../../app/visa/VisaFields';

const AgentLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-width: 420px;
  margin-block-start: 8px;
`;

/** Visa Info: the visa's numbers and type, and for a local agency the foreign agent it works with. */
export function VisaInfoPanel({
  control,
  agentId,
  onAgentChange,
}: {
  control: Control<VisaInput>;
  agentId: string;
  onAgentChange: (agentId: string) => void;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const isLocalAgency = user?.company?.type === 'LocalAgency';
  const partners = useQuery(PARTNER_COMPANIES, {
    variables: { companyId: user?.company?._id ?? '' },
    skip: !isLocalAgency || !user?.company?._id,
  });
  const agents = partners.data?.getCompany.partners ?? [];
  return (
    <Panel aria-labelledby="visa-info">
      <h2 id="visa-info">{t('visas.info')}</h2>
      <FieldGrid>
        <VisaFields
          control={control}
          prefix=""
          labels={{
            visaNumber: t('visas.fields.visaNumber'),
            fullName: t('visas.fields.fullName'),
            passportNumber: t('visas.fields.passportNumber'),
            visaType: t('visas.fields.visaType'),
          }}
        />
        <TextField control={control} name="visaQty" type="number" label={t('visas.fields.visaQty')} />
        <TextField control={control} name="contractNumber" label={t('visas.fields.contractNumber')} />
      </FieldGrid>
      {isLocalAgency && (
        <AgentLabel>
          {t('visas.fields.agent')}
          <Select value={agentId} onChange={(event) => onAgentChange(event.target.value)}>
            <option value="">{t('visas.fields.noAgent')}</option>
            {agents.map((agent) => (
              <option key={agent._id} value={agent._id}>
                {agent.displayName}
              </option>
            ))}
          </Select>
        </AgentLabel>
      )}
    </Panel>
  );
}
