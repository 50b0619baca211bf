import { useId, useState } from 'react';
import styled from 'styled-components';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';
import { FieldFrame, Input } from './FieldFrame';

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  input {
    padding-inline-end: 48px;
  }
  button {
    position: absolute;
    inset-inline-end: 2px;
  }
`;

export interface PasswordFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField<Values extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
}: PasswordFieldProps<Values>) {
  const id = useId();
  const text = useUiText();
  const [shown, setShown] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldFrame inputId={id} label={label} error={error} errorId={`${id}-error`}>
      <Row>
        <Input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete ?? 'current-password'}
          $invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
        <IconButton
          icon={shown ? 'eyeOff' : 'eye'}
          label={shown ? text.hidePassword : text.showPassword}
          aria-pressed={shown}
          onClick={() => setShown((was) => !was)}
        />
      </Row>
    </FieldFrame>
  );
}
