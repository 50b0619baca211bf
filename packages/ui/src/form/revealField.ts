import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Asked of the page by a field that may sit in a hidden tab: show me (Tabs with keepMounted selects its tab). */
export const REVEAL_EVENT = 'placement:reveal-field';

/** Shows a field wherever it sits (a hidden tab is selected first) and moves the focus to it. */
export function revealField(field: HTMLElement): void {
  field.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true }));
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/** The dotted names of the fields a react-hook-form error tree holds ("address.city", "workExperience.0.years"). */
export function errorFieldNames(errors: FieldErrors<FieldValues>, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    // A field's error has a type; anything else is a group (an object or a list) of nested fields' errors.
    if (typeof (error as { type?: unknown }).type === 'string') names.push(name);
    else names.push(...errorFieldNames(error as FieldErrors<FieldValues>, name));
  }
  return names;
}

/**
 * After a refused submit: moves to the first field in error in the page's order, even in a hidden tab, so
 * Save never fails with nothing to see. Returns whether a field was found.
 */
export function focusFirstError(root: HTMLElement | null, errors: FieldErrors<FieldValues>): boolean {
  if (!root) return false;
  const fields = errorFieldNames(errors)
    .map((name) => root.querySelector<HTMLElement>(`[name="${name.replace(/["\\]/g, '\\$&')}"]`))
    .filter((field): field is HTMLElement => field !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = fields[0];
  if (!first) return false;
  revealField(first);
  return true;
}
