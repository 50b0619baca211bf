import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  findVisaByNumber,
  hasRole,
  showVisaPasteButton,
  type EmployeeInput,
  type EmployeeValues,
} from '@placement/domain';
import { Button, FieldGrid, Input, Select, TextField, useToast } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { VisaFields } from '../../../app/visa/VisaFields';
import { ASSIGN_EMPLOYEE_VISA, VISA_CHOICES } from '../api/EMPLOYEE';

// The visa's own fields as one group of the grid: disabled together when only the owner may change them.
const OwnerOnly = styled.fieldset`
  display: contents;
`;

const Attach = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-block-start: 12px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 220px;
  }
`;

type Form = UseFormReturn<EmployeeInput, unknown, EmployeeValues>;

/** The visa part of the entry form, and "Search and attach visa" (Attach stays disabled until one is chosen). */
export function VisaSection({
  form,
  employeeId,
  onAttached,
  ownerOnlyReason,
}: {
  form: Form;
  employeeId: string;
  onAttached: () => void;
  /** Why the visa is shown but not changed here (a partner's view: the server refuses its changes). */
  ownerOnlyReason?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const { user } = useCurrentUser();
  // Only a user the server lets see visas is offered them: nobody else's page asks (and is refused).
  const visas = useQuery(VISA_CHOICES, { skip: !hasRole(user?.roles, 'ViewVisas') || !!ownerOnlyReason });
  const [assign, assigning] = useMutation(ASSIGN_EMPLOYEE_VISA);
  const control = form.control;
  const needle = search.trim().toUpperCase();
  const found = (visas.data?.visas.visas ?? []).filter(
    (visa) => !needle || `${visa.visaNumber ?? ''} ${visa.fullName ?? ''}`.toUpperCase().includes(needle),
  );

  // A 10-digit visa number typed or pasted fills the sponsor from the loaded visas (spec 01 §5).
  const visaNumber = form.watch('visa.visaNumber');
  useEffect(() => {
    const match = findVisaByNumber(visas.data?.visas.visas ?? [], visaNumber);
    if (!match) return;
    if (match.fullName && !form.getValues('visa.fullName'))
      form.setValue('visa.fullName', match.fullName, { shouldDirty: true, shouldValidate: true });
    setChosen(match._id);
  }, [visaNumber, visas.data, form]);

  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      if (text) form.setValue('visa.visaNumber', text, { shouldDirty: true, shouldValidate: true });
    } catch {
      // A clipboard the browser will not read is ignored (spec 02 §8).
    }
  };

  const attach = async () => {
    try {
      await assign({ variables: { ids: [employeeId, chosen] } });
      toast('success', t('employee.visa.attached'));
      setChosen('');
      onAttached();
    } catch (failure) {
      toast('error', (failure as Error).message);
    }
  };

  return (
    <div>
      {ownerOnlyReason && <p role="note">{ownerOnlyReason}</p>}
      <FieldGrid>
        <OwnerOnly disabled={!!ownerOnlyReason}>
          <VisaFields
            control={control}
            prefix="visa."
            labels={{
              visaType: t('employee.visa.visaType'),
              visaNumber: t('employee.visa.visaNumber'),
              fullName: t('employee.visa.sponsorName'),
              passportNumber: t('employee.visa.sponsorId'),
              'address.telephone': t('employee.visa.sponsorTelephone'),
              'address.city': t('employee.visa.sponsorCity'),
              'address.country': t('employee.visa.sponsorCountry'),
            }}
            besideVisaNumber={
              !ownerOnlyReason &&
              showVisaPasteButton(typeof visaNumber === 'string' ? visaNumber : '') && (
                <Button
                  type="button"
                  $variant="outlined"
                  onClick={() => void paste()}
                  style={{ marginBlockStart: 24 }}
                >
                  {t('employee.visa.paste')}
                </Button>
              )
            }
          />
        </OwnerOnly>
        <TextField
          control={control}
          name="embassyProcess.enjazNumber"
          label={t('employee.visa.applicationNumber')}
        />
      </FieldGrid>
      {!ownerOnlyReason && (
        <Attach>
          <label>
            {t('employee.visa.search')}
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </label>
          <label>
            {t('employee.visa.choose')}
            <Select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{t('employee.visa.none')}</option>
              {found.slice(0, 100).map((visa) => (
                <option key={visa._id} value={visa._id}>
                  {visa.visaNumber} — {visa.fullName}
                </option>
              ))}
            </Select>
          </label>
          <Button
            type="button"
            $variant="outlined"
            disabled={!chosen || assigning.loading}
            onClick={() => void attach()}
          >
            {t('employee.visa.attach')}
          </Button>
        </Attach>
      )}
    </div>
  );
}
