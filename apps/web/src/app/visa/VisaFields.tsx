import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { COUNTRIES, VISA_TYPES } from '@placement/domain';
import { SelectField, TextField } from '@placement/ui';
import { useEnumOptions } from '../i18n/useEnumOptions';

/** A visa's own fields, named as on the visa record (the address is the sponsor's). */
export type VisaFieldName =
  | 'visaType'
  | 'visaNumber'
  | 'fullName'
  | 'passportNumber'
  | 'address.telephone'
  | 'address.city'
  | 'address.country';

interface VisaFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  /** Where the visa sits in the form: '' on the visa page, 'visa.' inside the employee entry. */
  prefix: '' | 'visa.';
  /** The fields to show, in this order, each labelled in the words of the page that shows it. */
  labels: Partial<Record<VisaFieldName, string>>;
  /** The visa page picks the country from the list; the employee entry takes it as typed. */
  country?: 'select' | 'text';
  /** Given (even as null), the visa number shares a row with it: the entry's Paste button. */
  besideVisaNumber?: ReactNode;
}

/**
 * The fields of a visa in a form, for the visa page and for the visa part of the employee entry: one place
 * for which box each field is, whichever page and order shows it. Laid out by the caller's grid.
 */
export function VisaFields<Values extends FieldValues>({
  control,
  prefix,
  labels,
  country = 'text',
  besideVisaNumber,
}: VisaFieldsProps<Values>) {
  const options = useEnumOptions();
  const path = (name: VisaFieldName) => `${prefix}${name}` as Path<Values>;
  const field = (name: VisaFieldName, label: string) => {
    switch (name) {
      case 'visaType':
        return (
          <SelectField
            key={name}
            control={control}
            name={path(name)}
            label={label}
            options={options('visaType', VISA_TYPES)}
          />
        );
      case 'visaNumber': {
        const box = <TextField key={name} control={control} name={path(name)} label={label} />;
        if (besideVisaNumber === undefined) return box;
        return (
          <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <div style={{ flex: 1 }}>{box}</div>
            {besideVisaNumber}
          </div>
        );
      }
      case 'address.telephone':
        return <TextField key={name} control={control} name={path(name)} type="tel" label={label} />;
      case 'address.country':
        if (country === 'select')
          return <CountrySelect key={name} control={control} name={path(name)} label={label} />;
        return <TextField key={name} control={control} name={path(name)} label={label} />;
      default:
        return <TextField key={name} control={control} name={path(name)} label={label} />;
    }
  };
  return (
    <>{(Object.entries(labels) as [VisaFieldName, string][]).map(([name, label]) => field(name, label))}</>
  );
}

/** Older visas hold the country as typed ("SAUDI ARABIA"); such a value stays choosable as it is. */
function CountrySelect<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
}) {
  const options = useEnumOptions();
  const stored: unknown = useWatch({ control, name });
  const countryOptions = [
    ...options('country', COUNTRIES),
    ...(typeof stored === 'string' && stored && !(COUNTRIES as readonly string[]).includes(stored)
      ? [{ value: stored, label: stored }]
      : []),
  ];
  return <SelectField control={control} name={name} label={label} options={countryOptions} placeholder="" />;
}
