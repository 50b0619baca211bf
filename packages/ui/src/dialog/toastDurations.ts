// Spec 01 §4 and 02 §10: success messages clear after 2 seconds, errors after 6. A warning (work goes on, as
// with a licence due for renewal) stays as long as an error: it asks the user to act, only not at once.
export const TOAST_DURATION_MS = { success: 2000, warning: 6000, error: 6000 } as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;
