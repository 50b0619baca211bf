import { useId, useState, type Ref } from 'react';
import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';
import { FieldFrame, Input } from './FieldFrame';
import { eyeIcon, eyeOffIcon } from '../icons/icons';

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

export interface PasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's message (a rule it breaks), shown below it and read with it. */
  error?: string;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}

/** A password box with its show/hide button, bound to nothing (PasswordField binds it to react-hook-form). */
export function PasswordInput({ label, error, autoComplete, onChange, ref, ...props }: PasswordInputProps) {
  const id = useId();
  const text = useUiText();
  const [shown, setShown] = useState(false);
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
          ref={ref}
          {...props}
          onChange={(event) => onChange(event.target.value)}
        />
        <IconButton
          icon={shown ? eyeOffIcon : eyeIcon}
          label={shown ? text.hidePassword : text.showPassword}
          aria-pressed={shown}
          onClick={() => setShown((was) => !was)}
        />
      </Row>
    </FieldFrame>
  );
}
