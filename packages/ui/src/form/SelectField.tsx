import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame, Select } from './FieldFrame';

export interface Option {
  value: string;
  label: string;
}

export interface SelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly Option[];
  /** Text of the empty first choice; the field starts unchosen when given. */
  placeholder?: string;
}

export function SelectField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
}: SelectFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldFrame inputId={id} label={label} error={error} errorId={`${id}-error`}>
      <Select
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
