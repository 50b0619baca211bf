import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APPLIED_COUNTRIES,
  dateLimits,
  MARITAL_STATUSES,
  nationalityOptions,
  PROFESSIONS,
  prospectChoices,
  RELIGIONS,
  SEXES,
  showsSudanExtras,
  statusLabel,
  type EmployeeInput,
} from '@placement/domain';
import { DateField, FieldGrid, MultiSelectField, Panel, Select, SelectField, TextField } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { useEnumOptions } from '../../../app/i18n/useEnumOptions';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';

interface Partner {
  _id: string;
  displayName: string;
  type?: string | null;
}

/**
 * Passport Data, titled with the employee's status: the passport's fields, for a foreign agent the local
 * agency it enters the employee for, and whom the employee is offered to (hidden from a partner).
 */
export function PassportDataPanel({
  control,
  status,
  partners,
  owner,
  onOwnerChange,
  ownerLocked,
  asPartner,
}: {
  control: Control<EmployeeInput>;
  status: string;
  /** The user's company's partners, from which the agency and the prospects are chosen. */
  partners: readonly Partner[];
  owner: string;
  onOwnerChange: (owner: string) => void;
  /** A saved candidate's agency is the owner's to change, not the foreign agent's. */
  ownerLocked: boolean;
  asPartner: boolean;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const options = useEnumOptions();
  const { user } = useCurrentUser();
  const company = user?.company ?? null;
  const sudan = showsSudanExtras(company);
  const isForeignAgent = company?.type === 'ForeignAgent';

  const partnerOptions = useMemo(
    () => partners.map((partner) => ({ value: partner._id, label: partner.displayName })),
    [partners],
  );
  // The Sub Agents picker (sudan) and the For Company picker each list their own partners.
  const prospectOptions = useMemo(
    () =>
      prospectChoices(partners, company).map((partner) => ({
        value: partner._id,
        label: partner.displayName,
      })),
    [partners, company],
  );

  return (
    <Panel aria-labelledby="passport-data">
      <h2 id="passport-data">
        {t('employee.passportData')} — {t('employee.statusIs', { status: statusLabel(status, language) })}
      </h2>
      {isForeignAgent && (
        <label
          style={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 420, marginBlockEnd: 12 }}
        >
          {t('employee.fields.localAgency')}
          <Select
            value={owner}
            disabled={ownerLocked}
            onChange={(event) => onOwnerChange(event.target.value)}
          >
            <option value="">{t('employee.fields.ownCompany')}</option>
            {partnerOptions.map((partner) => (
              <option key={partner.value} value={partner.value}>
                {partner.label}
              </option>
            ))}
          </Select>
        </label>
      )}
      <FieldGrid>
        <TextField control={control} name="givenName" label={t('employee.fields.givenName')} />
        <TextField control={control} name="surName" label={t('employee.fields.surName')} />
        <SelectField
          control={control}
          name="sex"
          label={t('employee.fields.sex')}
          options={options('sex', SEXES)}
        />
        <TextField control={control} name="passportNumber" label={t('employee.fields.passportNumber')} />
        <TextField control={control} name="placeOfBirth" label={t('employee.fields.placeOfBirth')} />
        <TextField control={control} name="placeOfIssue" label={t('employee.fields.placeOfIssue')} />
        <DateField
          control={control}
          name="dateOfBirth"
          label={t('employee.fields.dateOfBirth')}
          min={dateLimits('dateOfBirth').min}
        />
        <DateField
          control={control}
          name="passportIssueDate"
          label={t('employee.fields.passportIssueDate')}
          min={dateLimits('passportIssue').min}
          max={dateLimits('passportIssue').max}
        />
        <DateField
          control={control}
          name="passportExpiryDate"
          label={t('employee.fields.passportExpiryDate')}
          min={dateLimits('passportExpiry').min}
          max={dateLimits('passportExpiry').max}
        />
        <SelectField
          control={control}
          name="additionalData.maritalStatus"
          label={t('employee.fields.maritalStatus')}
          options={options('maritalStatus', MARITAL_STATUSES)}
        />
        <SelectField
          control={control}
          name="additionalData.religion"
          label={t('employee.fields.religion')}
          options={options('religion', RELIGIONS)}
        />
        <SelectField
          control={control}
          name="additionalData.appliedProfession"
          label={t('employee.fields.appliedProfession')}
          options={options('profession', PROFESSIONS)}
        />
        <SelectField
          control={control}
          name="additionalData.appliedCountry"
          label={t('employee.fields.appliedCountry')}
          options={options('appliedCountry', APPLIED_COUNTRIES)}
        />
        <SelectField
          control={control}
          name="additionalData.nationality"
          label={t('employee.fields.nationality')}
          options={options('nationality', nationalityOptions(company))}
        />
        {sudan && (
          <>
            <TextField
              control={control}
              name="additionalData.height"
              label={t('employee.fields.medicalInsurance')}
            />
            <TextField
              control={control}
              name="additionalData.weight"
              label={t('employee.fields.exchangeRate')}
            />
          </>
        )}
      </FieldGrid>
      {prospectOptions.length > 0 && !asPartner && (
        <MultiSelectField
          control={control}
          name="prospects"
          label={sudan ? t('employee.fields.subAgents') : t('employee.fields.forCompany')}
          options={prospectOptions}
          allLabel={sudan ? t('employee.fields.selectAll') : t('employee.fields.all')}
        />
      )}
    </Panel>
  );
}
