import type { MedicalPaymentValues } from './MedicalPaymentForm';

/** The form's values as the API's MedicalPaymentInput (id '0' saves a new payment). */
export function toPaymentInput(id: string, values: MedicalPaymentValues) {
  return {
    _id: id,
    orderedAt: values.orderedAt,
    totalAmount: values.totalAmount,
    status: values.status,
    screenshotLink: values.screenshotLink,
    transferReason: values.transferReason,
    remarks: values.remarks,
    details: values.entries.map((entry) => ({
      ...(entry._id ? { _id: entry._id } : {}),
      ...(entry.by ? { by: entry.by } : {}),
      byLinkOrName: entry.byLinkOrName,
      slipLink: entry.slipLink ?? '',
    })),
  };
}

export const EMPTY_PAYMENT: MedicalPaymentValues = {
  orderedAt: new Date().toISOString().slice(0, 10),
  totalAmount: 0,
  status: 'new',
  screenshotLink: '',
  transferReason: '',
  remarks: '',
  entries: [],
};
