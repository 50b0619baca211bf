import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmKind } from './ConfirmDialog';
import { useToast } from './Toasts';

export interface ConfirmedDeleteOptions<T> {
  /** Deletes the target and reloads what shows it; a rejection's message is shown as an error toast. */
  remove: (target: T) => Promise<unknown>;
  /** The success toast once `remove` has settled. */
  removedText: string;
  kind?: ConfirmKind;
}

export interface ConfirmedDelete<T> {
  /** Asks the question about this target (the row's Delete button calls it). */
  confirmDelete: (target: T) => void;
  /** The question, to place once in the page. */
  dialog: ReactNode;
}

/**
 * A delete that asks first: the row's button names the target, ConfirmDialog asks, Continue deletes and says
 * how it went in a toast; Cancel or Escape forgets the target.
 */
export function useConfirmedDelete<T>({
  remove,
  removedText,
  kind = 'irreversible',
}: ConfirmedDeleteOptions<T>): ConfirmedDelete<T> {
  const toast = useToast();
  const [target, setTarget] = useState<{ value: T } | null>(null);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      kind={kind}
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        setTarget(null);
        if (!target) return;
        remove(target.value)
          .then(() => toast('success', removedText))
          .catch((error: Error) => toast('error', error.message));
      }}
    />
  );
  return { confirmDelete: (value: T) => setTarget({ value }), dialog };
}
