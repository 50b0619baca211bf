import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';
import { closeIcon } from '../icons/icons';

const Dialog = styled.dialog<{ $size: ModalSize }>`
  width: min(94vw, ${({ $size }) => ($size === 'narrow' ? 440 : 560)}px);
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
    min-height: 40px;
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

export type ModalSize = 'normal' | 'narrow';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The content; a `description` alone (a question to answer with the actions) needs none. */
  children?: ReactNode;
  /** A sentence under the title that a screen reader reads with it (the dialog's accessible description). */
  description?: string;
  /** Buttons under the content. */
  actions?: ReactNode;
  /**
   * The close button in the header; a question that must be answered by one of its actions leaves it out, so
   * its first action (the safe one) takes the focus. Escape still closes.
   */
  closeButton?: boolean;
  size?: ModalSize;
}

// A modal <dialog> with a title: the browser keeps focus inside, Escape closes it and focus returns to whatever
// opened it. The share dialogs, print options and ConfirmDialog are built on it.
export function Modal({
  open,
  title,
  onClose,
  children,
  description,
  actions,
  closeButton = true,
  size = 'normal',
}: ModalProps) {
  const text = useUiText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      $size={size}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
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
            {closeButton && <IconButton icon={closeIcon} label={text.close} onClick={onClose} />}
          </header>
          <div>
            {description && <p id={descriptionId}>{description}</p>}
            {children}
          </div>
          {actions && <footer>{actions}</footer>}
        </>
      )}
    </Dialog>
  );
}
