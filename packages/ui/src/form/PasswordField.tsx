import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordInput } from './PasswordInput';

export interface PasswordFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
}

/** A PasswordInput bound to a react-hook-form field. */
export function PasswordField<Values extends FieldValues>({
  control,
  name,
  ...props
}: PasswordFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
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
