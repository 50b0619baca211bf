export const DEFAULT_REMARKS = 'willing to learn';

// The CV remarks row: the employee's own remarks once they say anything (longer than 2 characters, ignoring
// surrounding spaces), otherwise the default 'willing to learn'.
export function remarksText(remarks: string | null | undefined): string {
  const text = (remarks ?? '').trim();
  return text.length > 2 ? text : DEFAULT_REMARKS;
}
