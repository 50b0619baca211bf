import type { EnumLabels } from './Lang';

// Two status sets appear for medical payments (spec 01 §3); both are kept. 'payment' tracks the money,
// 'verification' tracks the proof of transfer. MEDICAL_PAYMENT_STATUSES is their union; both start at new.
export const MEDICAL_PAYMENT_STATUS_SETS = {
  payment: ['new', 'paid', 'canceled'],
  verification: ['new', 'screenshotAttached', 'verified'],
} as const;
export type MedicalPaymentStatusSet = keyof typeof MEDICAL_PAYMENT_STATUS_SETS;

export const MEDICAL_PAYMENT_STATUSES = [
  'new',
  'paid',
  'canceled',
  'screenshotAttached',
  'verified',
] as const;
export type MedicalPaymentStatus = (typeof MEDICAL_PAYMENT_STATUSES)[number];

export const MEDICAL_PAYMENT_STATUS_LABELS: EnumLabels<MedicalPaymentStatus> = {
  new: { en: 'New', ar: 'جديد', am: 'አዲስ' },
  paid: { en: 'Paid', ar: 'مدفوع', am: 'የተከፈለ' },
  canceled: { en: 'Canceled', ar: 'ملغى', am: 'የተሰረዘ' },
  screenshotAttached: { en: 'Screenshot Attached', ar: 'تم إرفاق صورة الإيصال', am: 'የደረሰኝ ምስል ተያይዟል' },
  verified: { en: 'Verified', ar: 'تم التحقق', am: 'የተረጋገጠ' },
};
