import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame, Input } from './FieldFrame';

export interface TextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  multiline?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
}

export function TextField<Values extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  ...props
}: TextFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldFrame inputId={id} label={label} error={error} errorId={`${id}-error`}>
      <Input
        as={props.multiline ? 'textarea' : 'input'}
        id={id}
        type={props.multiline ? undefined : type}
        rows={props.multiline ? 4 : undefined}
        autoComplete={props.autoComplete}
        readOnly={props.readOnly}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
