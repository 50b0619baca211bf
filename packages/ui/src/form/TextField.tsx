import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput } from './TextInput';

export interface TextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  multiline?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
}

/** A TextInput bound to a react-hook-form field: its value, its rule's message, focus on a failed submit. */
export function TextField<Values extends FieldValues>({ control, name, ...props }: TextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      error={fieldState.error?.message}
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
