// A new medical payment starts as ordered-but-unpaid (spec 01 §4) with no details yet.
export function newMedicalPaymentDefaults(today: Date = new Date()) {
  return {
    status: 'new' as const,
    orderedAt: today.toISOString(),
    totalAmount: 0,
    details: [] as unknown[],
  };
}
