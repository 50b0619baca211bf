// Spec 01 §4 and 02 §10: success messages clear after 2 seconds, errors after 6.
export const TOAST_DURATION_MS = { success: 2000, error: 6000 } as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;
