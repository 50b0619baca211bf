import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../display/Button';
import { useUiText } from '../theme/UiProvider';

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
`;

const Reason = styled.span`
  max-width: 360px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Submit = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
  }
`;

export interface SubmitButtonProps {
  children: ReactNode;
  /** The form's rules are not met yet: the button looks and is announced unavailable, and says why. */
  blocked: boolean;
  /** A save is under way: the button does nothing until it ends. */
  busy?: boolean;
  /** The form's id, for a button outside its form (a dialog's actions). */
  form?: string;
  /** Why it is blocked; the default asks to fill in and correct the marked fields. */
  reason?: string;
}

/**
 * A form's Save that never refuses without a word: while the form's rules are not met it is marked unavailable
 * (aria-disabled) with the reason beside it, yet pressing it still submits, so the form shows every field's
 * message and moves to the first one (focusFirstError), in a hidden tab too.
 */
export function SubmitButton({ children, blocked, busy = false, form, reason }: SubmitButtonProps) {
  const id = useId();
  const text = useUiText();
  return (
    <Wrap>
      {blocked && <Reason id={id}>{reason ?? text.saveBlocked}</Reason>}
      <Submit
        type="submit"
        form={form}
        $variant="contained"
        disabled={busy}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? id : undefined}
      >
        {children}
      </Submit>
    </Wrap>
  );
}
