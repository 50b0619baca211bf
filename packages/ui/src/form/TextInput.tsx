import { useId, type ChangeEvent, type Ref } from 'react';
import { FieldFrame, Input } from './FieldFrame';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's message (a rule it breaks), shown below it and read with it. */
  error?: string;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  multiline?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  /** The browser's own check before submit, for forms that keep their own state. */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text box with its message, bound to nothing: TextField binds it to react-hook-form; a page that
 * keeps its own state (the two-field sign-in, which must load little) uses it directly.
 */
export function TextInput({
  label,
  error,
  type = 'text',
  multiline,
  onChange,
  ref,
  ...props
}: TextInputProps) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} error={error} errorId={`${id}-error`}>
      <Input
        as={multiline ? 'textarea' : 'input'}
        id={id}
        type={multiline ? undefined : type}
        rows={multiline ? 4 : undefined}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        ref={ref}
        {...props}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
