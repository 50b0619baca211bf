type Fields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored record with the given fields laid over it: an update never blanks a field it was not given (a
 * partner agent saving a minimal input once replaced a whole employee). Nested objects (address, contact
 * person, additional data) merge the same way; lists and plain values are replaced; an explicit null clears.
 */
export function mergeGiven(stored: Fields, given: Fields): Fields {
  const merged: Fields = { ...stored };
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    merged[key] = isPlainObject(value) && isPlainObject(stored[key]) ? mergeGiven(stored[key], value) : value;
  }
  return merged;
}
