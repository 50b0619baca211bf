/** What a failed call says to the user: the API's message as received (spec 01 §8). */
export function errorMessage(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
