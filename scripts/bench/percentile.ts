/** The sample below which p% of the samples lie (the upper one when between two): p50 is the median. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);
