import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '@placement/ui';
import { MEDICAL_PAYMENT, MEDICAL_PAYMENTS, MEDICAL_SUMMARY, SAVE_MEDICAL_PAYMENT } from '../api/MEDICAL';
import { MedicalPaymentForm } from '../components/MedicalPaymentForm';
import { toPaymentInput } from '../components/toPaymentInput';

/** /app/medicalPayment/{id}: one payment, edited with the Add New form. */
export function MedicalPaymentPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const { data, loading, error } = useQuery(MEDICAL_PAYMENT, { variables: { id } });
  const [savePayment, { loading: saving }] = useMutation(SAVE_MEDICAL_PAYMENT, {
    refetchQueries: [MEDICAL_PAYMENTS, MEDICAL_SUMMARY],
  });
  if (loading) return <p aria-busy="true">{t('app.loading')}</p>;
  const payment = data?.getMedicalPayment;
  if (error || !payment) return <p role="alert">{error?.message ?? t('admin.medical.notFound')}</p>;
  return (
    <MedicalPaymentForm
      initial={{
        orderedAt: payment.orderedAt?.slice(0, 10) ?? '',
        totalAmount: payment.totalAmount,
        status: payment.status,
        screenshotLink: payment.screenshotLink ?? '',
        transferReason: payment.transferReason ?? '',
        remarks: payment.remarks ?? '',
        entries: payment.details.map((detail) => ({
          _id: detail._id,
          by: detail.by,
          byLinkOrName: detail.byLinkOrName ?? '',
          slipLink: detail.slipLink,
        })),
      }}
      saving={saving}
      onSubmit={(values) => {
        savePayment({ variables: { input: toPaymentInput(payment._id, values) } })
          .then(() => {
            toast('success', t('admin.medical.saved'));
            void navigate('/app/meds');
          })
          .catch((failure: Error) => toast('error', failure.message));
      }}
    />
  );
}

export { MedicalPaymentPage as Component };
