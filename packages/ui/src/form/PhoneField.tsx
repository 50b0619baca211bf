import { useId } from 'react';
import styled from 'styled-components';
import { useController, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { COUNTRY_DIAL_CODES, type CountryDialCode } from '@placement/domain';
import { useUiText } from '../theme/UiProvider';
import { Input, Select } from './FieldFrame';
import { useFieldMessage } from './useFieldMessage';

const Set = styled.fieldset`
  margin: 0 0 14px;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    font-size: 13px;
    margin-block-end: 4px;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 6px;
  align-items: center;
  /* Phone numbers read left-to-right in Arabic too. */
  direction: ltr;
  select {
    flex: 0 0 170px;
  }
  span {
    font-weight: 700;
    min-width: 44px;
  }
`;

const Error = styled.p`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.error};
`;

export interface PhoneFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** Holds the country's label (what the register form sends as country). */
  countryName: FieldPath<Values>;
  /** Holds the number as typed; the domain's registrationPhone() puts the dial code in front on submit. */
  phoneName: FieldPath<Values>;
  label: string;
  countryPlaceholder?: string;
  /** The country's name in the page's language; the value sent stays the English label. */
  countryLabel?: (entry: CountryDialCode) => string;
}

export function PhoneField<Values extends FieldValues>({
  control,
  countryName,
  phoneName,
  label,
  countryPlaceholder,
  countryLabel = (entry) => entry.label,
}: PhoneFieldProps<Values>) {
  const id = useId();
  const text = useUiText();
  const country = useController({ control, name: countryName });
  const phone = useController({ control, name: phoneName });
  const chosen = useWatch({ control, name: countryName });
  const dialCode = COUNTRY_DIAL_CODES.find((entry) => entry.label === chosen)?.dialCode;
  const countryMessage = useFieldMessage(country.fieldState.error?.message);
  const phoneMessage = useFieldMessage(phone.fieldState.error?.message);
  const errors = [countryMessage, phoneMessage].filter(Boolean);
  return (
    <Set aria-describedby={errors.length > 0 ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <Row>
        <Select
          aria-label={text.country}
          $invalid={Boolean(country.fieldState.error)}
          aria-invalid={Boolean(country.fieldState.error)}
          name={country.field.name}
          ref={country.field.ref}
          value={country.field.value ?? ''}
          onChange={country.field.onChange}
          onBlur={country.field.onBlur}
        >
          <option value="">{countryPlaceholder ?? text.country}</option>
          {COUNTRY_DIAL_CODES.map((entry) => (
            <option key={entry.label} value={entry.label}>
              {countryLabel(entry)} (+{entry.dialCode})
            </option>
          ))}
        </Select>
        <span aria-live="polite">{dialCode ? `+${dialCode}` : ''}</span>
        <Input
          type="tel"
          aria-label={label}
          autoComplete="tel-national"
          inputMode="tel"
          $invalid={Boolean(phone.fieldState.error)}
          aria-invalid={Boolean(phone.fieldState.error)}
          name={phone.field.name}
          ref={phone.field.ref}
          value={phone.field.value ?? ''}
          onChange={phone.field.onChange}
          onBlur={phone.field.onBlur}
        />
      </Row>
      {errors.length > 0 && (
        <Error id={`${id}-error`} role="alert">
          {errors.join(' ')}
        </Error>
      )}
    </Set>
  );
}
