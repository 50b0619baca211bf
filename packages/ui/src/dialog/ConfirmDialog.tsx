import { Button } from '../display/Button';
import { useUiText } from '../theme/UiProvider';
import { Modal } from './Modal';

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

// A question on Modal: no close button, so the first action, Cancel, takes the focus (the safe choice is the
// default one); Escape cancels.
export function ConfirmDialog({ open, kind, onConfirm, onCancel }: ConfirmDialogProps) {
  const text = useUiText();
  return (
    <Modal
      open={open}
      title={text.areYouSure}
      description={kind === 'deletePermanently' ? text.deletePermanently : text.irreversible}
      onClose={onCancel}
      closeButton={false}
      size="narrow"
      actions={
        <>
          <Button type="button" $variant="outlined" autoFocus onClick={onCancel}>
            {text.cancel}
          </Button>
          <Button type="button" $variant="danger" onClick={onConfirm}>
            {kind === 'deletePermanently' ? text.delete : text.continue}
          </Button>
        </>
      }
    />
  );
}
