import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The API's refusal of a passport number the company already holds: its message, and the other employee's id
 * when the clerk may open that record (the API leaves it out otherwise). Null for any other failure.
 */
export function passportRefusal(failure: unknown): { message: string; employeeId: string | null } | null {
  if (!CombinedGraphQLErrors.is(failure)) return null;
  const refusal = failure.errors.find(
    (error) => error.extensions?.code === 'CONFLICT' && error.extensions?.field === 'passportNumber',
  );
  if (!refusal) return null;
  const employeeId = refusal.extensions?.employeeId;
  return { message: refusal.message, employeeId: typeof employeeId === 'string' ? employeeId : null };
}
