import { useTranslation } from 'react-i18next';
import { Modal } from '@placement/ui';

export interface AccountActivationDialogProps {
  open: boolean;
  /** The footer banner's text: why the account needs activating. */
  reason: string;
  whatsAppNumber: string;
  onClose: () => void;
}

/**
 * Spec 02 §4's account-activation dialog, opened from the footer banner while the licence needs attention: why,
 * what to do (pay, send the receipt) and whom to contact; the platform operator then renews the licence.
 */
export function AccountActivationDialog({
  open,
  reason,
  whatsAppNumber,
  onClose,
}: AccountActivationDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('admin.operator.activationTitle')} onClose={onClose}>
      <p dir="auto">{reason}</p>
      <ol>
        <li>{t('admin.operator.activationPay')}</li>
        <li>{t('admin.operator.activationSend')}</li>
        <li>{t('admin.operator.activationWait')}</li>
      </ol>
      <p>
        <a href={`https://wa.me/${whatsAppNumber}`} target="_blank" rel="noreferrer">
          {t('admin.operator.activationWhatsApp')}
        </a>
      </p>
    </Modal>
  );
}
