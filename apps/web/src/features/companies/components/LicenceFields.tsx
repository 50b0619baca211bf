import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  AGENCY_TYPES,
  label,
  LICENCE_STATES,
  type AgencyType,
  type Lang,
  type LicenceState,
} from '@placement/domain';
import { DateInput, FieldFrame, Select, TextInput } from '@placement/ui';

const Fields = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  padding: 12px 12px 0;
  margin: 0 0 14px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  column-gap: 12px;
  flex-basis: 100%;
  grid-column: 1 / -1;
  legend {
    font-weight: 700;
  }
`;

/** The operator's licence settings of a company, as the forms hold them (empty text means none). */
export interface LicenceValues {
  agencyType: AgencyType;
  licence: LicenceState;
  licenceQuota: string;
  licenceStartsOn: string;
  licenceEndsOn: string;
}

export const NO_LICENCE_TERMS: LicenceValues = {
  agencyType: 'employment',
  licence: 'active',
  licenceQuota: '',
  licenceStartsOn: '',
  licenceEndsOn: '',
};

/**
 * The platform operator's part of a company (spec 01 §2, Companies): its agency type (the depositAmount that
 * picks commission/employment and the Sudan variants) and its licence: state, registration quota and dates
 * (the app's own date field, dd-MMM-yyyy, as on the employee form).
 * Only Super sees these fields; the API ignores them from anyone else.
 */
export function LicenceFields({
  values,
  onChange,
}: {
  values: LicenceValues;
  onChange: (values: LicenceValues) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const set = (change: Partial<LicenceValues>) => onChange({ ...values, ...change });
  const id = useId();
  const field = (name: string) => ({ inputId: `${id}-${name}`, errorId: `${id}-${name}-error` });
  return (
    <Fields>
      <legend>{t('admin.operator.licence')}</legend>
      <FieldFrame {...field('agencyType')} label={t('admin.operator.agencyType')}>
        <Select
          id={`${id}-agencyType`}
          value={values.agencyType}
          onChange={(event) => set({ agencyType: event.target.value as AgencyType })}
        >
          {AGENCY_TYPES.map((type) => (
            <option key={type} value={type}>
              {label('agencyType', type, lang)}
            </option>
          ))}
        </Select>
      </FieldFrame>
      <FieldFrame {...field('licence')} label={t('admin.operator.licenceState')}>
        <Select
          id={`${id}-licence`}
          value={values.licence}
          onChange={(event) => set({ licence: event.target.value as LicenceState })}
        >
          {LICENCE_STATES.map((state) => (
            <option key={state} value={state}>
              {label('licenceState', state, lang)}
            </option>
          ))}
        </Select>
      </FieldFrame>
      <TextInput
        label={t('admin.operator.licenceQuota')}
        type="number"
        value={values.licenceQuota}
        onChange={(licenceQuota) => set({ licenceQuota })}
      />
      <DateInput
        label={t('admin.operator.licenceStartsOn')}
        clearable
        value={values.licenceStartsOn}
        onChange={(licenceStartsOn) => set({ licenceStartsOn })}
      />
      <DateInput
        label={t('admin.operator.licenceEndsOn')}
        clearable
        min={values.licenceStartsOn || undefined}
        value={values.licenceEndsOn}
        onChange={(licenceEndsOn) => set({ licenceEndsOn })}
      />
    </Fields>
  );
}
