import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';

const Dialog = styled.dialog`
  width: min(94vw, 560px);
  max-height: 90vh;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
  &::backdrop {
    background: rgba(0, 0, 0, 0.5);
  }
  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding-inline: 20px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    margin: 0;
    font-size: 18px;
  }
  > div {
    padding: 16px 20px;
    overflow: auto;
  }
  > footer {
    display: flex;
    justify-content: flex-end;
    flex-wrap: wrap;
    gap: 8px;
    padding: 0 20px 16px;
  }
`;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content (the close button in the header is always there). */
  actions?: ReactNode;
}

// A modal <dialog> with a title and a close button: the browser keeps focus inside, Escape closes it and
// focus returns to whatever opened it. The share dialogs and print options are built on it.
export function Modal({ open, title, onClose, children, actions }: ModalProps) {
  const text = useUiText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // The native cancel event does not fire for synthetic keys; handling Escape here too keeps it one path.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header>
            <h2 id={titleId}>{title}</h2>
            <IconButton icon="close" label={text.close} onClick={onClose} />
          </header>
          <div>{children}</div>
          {actions && <footer>{actions}</footer>}
        </>
      )}
    </Dialog>
  );
}
