import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import durations from './durations.json' with { type: 'json' };

const recorded: Record<string, number> = durations;

/**
 * Starts the longest test files first within each group of projects (sequence.groupOrder), so the run does not
 * end on one long file while the other core waits. Vitest does this itself from the durations it cached on a
 * machine that has run the tests before; a clean clone (CI) has no cache, and Vitest then runs project after
 * project, each file by size, which left the browser tests' longest file (the benchmarks) to the end.
 * Durations: scripts/testOrder/durations.json (recordDurations.mjs writes it from a run's JSON report); a file
 * not in it counts as short, and ties keep Vitest's own order.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => {
      const cached = this.ctx.cache.getFileTestResults(
        `${spec.project.name}:${relative(root, spec.moduleId)}`,
      )?.duration;
      return cached !== undefined ? cached / 1000 : (recorded[relative(root, spec.moduleId)] ?? 0);
    };
    const position = new Map(ordered.map((spec, index) => [spec, index]));
    return [...ordered].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        seconds(b) - seconds(a) ||
        position.get(a)! - position.get(b)!,
    );
  }
}
