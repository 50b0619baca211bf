import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../display/Button';
import { useUiText } from '../theme/UiProvider';

const Dialog = styled.dialog`
  max-width: min(92vw, 440px);
  padding: 20px 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
  &::backdrop {
    background: rgba(0, 0, 0, 0.5);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 20px;
  }
  footer {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
`;

/**
 * The spec's two confirmations: deleting an employee ("This data will be deleted permanently.", Cancel/Delete)
 * and deleting a visa, medical payment and the like ("Taking this action is irreversible.", Cancel/Continue).
 */
export type ConfirmKind = 'deletePermanently' | 'irreversible';

export interface ConfirmDialogProps {
  open: boolean;
  kind: ConfirmKind;
  onConfirm: () => void;
  onCancel: () => void;
}

// A modal <dialog>: the browser keeps focus inside it, Escape cancels, and focus returns to the opener.
export function ConfirmDialog({ open, kind, onConfirm, onCancel }: ConfirmDialogProps) {
  const text = useUiText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        // Handled here as well as by the native cancel event, so Escape works the same for every keyboard source.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{text.areYouSure}</h2>
      <p id={messageId}>{kind === 'deletePermanently' ? text.deletePermanently : text.irreversible}</p>
      <footer>
        {/* Cancel comes first and takes focus: the safe choice is the default one. */}
        <Button type="button" $variant="outlined" autoFocus onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm}>
          {kind === 'deletePermanently' ? text.delete : text.continue}
        </Button>
      </footer>
    </Dialog>
  );
}
