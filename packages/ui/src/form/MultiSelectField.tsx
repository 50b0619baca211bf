import styled from 'styled-components';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useUiText } from '../theme/UiProvider';
import type { Option } from './SelectField';
import { useFieldMessage } from './useFieldMessage';

const Set = styled.fieldset`
  margin: 0 0 14px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  legend {
    font-weight: 700;
    font-size: 13px;
    padding-inline: 4px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 180px;
    padding: 4px 8px 4px 0;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface MultiSelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly Option[];
  /** Label of the "all" choice that ticks or clears every option (e.g. "Select All" of the role grid). */
  allLabel?: string;
}

// A group of checkboxes holding a string[] value, with an "all" choice first (skills, roles, statuses).
export function MultiSelectField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  allLabel,
}: MultiSelectFieldProps<Values>) {
  const text = useUiText();
  const { field, fieldState } = useController({ control, name });
  const message = useFieldMessage(fieldState.error?.message);
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const all = options.length > 0 && options.every((option) => chosen.includes(option.value));
  const some = !all && chosen.length > 0;
  return (
    <Set aria-invalid={Boolean(fieldState.error)}>
      <legend>{label}</legend>
      <label>
        <input
          type="checkbox"
          checked={all}
          ref={(element) => {
            if (element) element.indeterminate = some;
          }}
          onChange={() => field.onChange(all ? [] : options.map((option) => option.value))}
        />
        <strong>{allLabel ?? text.all}</strong>
      </label>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            name={field.name}
            value={option.value}
            checked={chosen.includes(option.value)}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(
                event.target.checked
                  ? options
                      .map((o) => o.value)
                      .filter((value) => value === option.value || chosen.includes(value))
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
      {message && (
        <p role="alert" style={{ margin: 0 }}>
          {message}
        </p>
      )}
    </Set>
  );
}
