import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from './Button';

const Wrap = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
  margin-block-end: 14px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 280px;
  }
`;

export interface ButtonWithReasonProps {
  children: ReactNode;
  /** Why the button cannot be used now (empty fields, a save in flight); null means it can. */
  disabledReason: string | null;
  type?: 'button' | 'submit';
  $variant?: ButtonVariant;
  onClick?: () => void;
}

/**
 * A button that says why it is disabled: the reason shows under it and is read with it, instead of a grey
 * button nobody can explain (Add User, Add Company, Link Partner, change password).
 */
export function ButtonWithReason({ children, disabledReason, ...props }: ButtonWithReasonProps) {
  const reasonId = useId();
  return (
    <Wrap>
      <Button
        {...props}
        disabled={disabledReason !== null}
        aria-describedby={disabledReason !== null ? reasonId : undefined}
      >
        {children}
      </Button>
      {disabledReason !== null && <small id={reasonId}>{disabledReason}</small>}
    </Wrap>
  );
}
