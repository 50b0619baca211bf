/** CPU time this process has used, every thread included (a library's worker threads too), in ms. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export interface Samples {
  /** Wall time of each timed round, ms: what a user waits. */
  wall: number[];
  /** CPU time of each timed round on the contender's clock, ms: it moves much less with the machine's load. */
  cpu: number[];
}

export interface AlternateOptions<K extends string> {
  /** Timed rounds of every contender. */
  rounds: number;
  /** Untimed rounds first, taken in turn like the timed ones. */
  warmup?: number;
  /** A contender's CPU clock in ms (default: this process's), e.g. to count a browser's processes too. */
  cpu?: Partial<Record<K, () => number>>;
}

/**
 * Times every contender round by round, each round running each contender once in turn (A B C, A B C, ...), so
 * that a change in the machine's load falls on all of them alike: timing one contender's rounds and then the
 * other's once turned a comparison round on a busy machine (docs/performance.md, "alternate"). Each call gets the
 * round's number, from 0 (the warm-up rounds first), e.g. to use a new employee per round.
 */
export async function alternate<K extends string>(
  contenders: Record<K, (round: number) => Promise<unknown>>,
  { rounds, warmup = 0, cpu = {} }: AlternateOptions<K>,
): Promise<Record<K, Samples>> {
  const names = Object.keys(contenders) as K[];
  const samples = Object.fromEntries(
    names.map((name): [K, Samples] => [name, { wall: [], cpu: [] }]),
  ) as Record<K, Samples>;
  for (let round = 0; round < warmup + rounds; round += 1)
    for (const name of names) {
      const clock = cpu[name] ?? processCpuMs;
      const cpuStart = clock();
      const start = performance.now();
      await contenders[name](round);
      const wall = performance.now() - start;
      if (round < warmup) continue;
      samples[name].wall.push(wall);
      samples[name].cpu.push(clock() - cpuStart);
    }
  return samples;
}
