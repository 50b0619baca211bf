// Language and skill ratings are drawn as 1 to 5 stars on CVs: poor is 1, fair or good is 3, anything else
// (fluent, average, or a rating not given) is 5 — as the spec states it.
export function stars(level: string | null | undefined): 1 | 3 | 5 {
  if (level === 'poor') return 1;
  if (level === 'fair' || level === 'good') return 3;
  return 5;
}
