import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { SMOKE } from './benchSize';

/** Where the docs' figures come from: docs/benchmarks/<benchmark>.json, shown by the docs pages. */
export const DOCS_BENCHMARKS_DIR = resolve(import.meta.dirname, '../../docs/benchmarks');

// The machine's load when the benchmark started (this module is imported before it measures anything).
const loadAtStart = loadavg();

export type Cell = string | number;

export interface BenchTable {
  /** The line printed above the table. */
  caption: string;
  columns: string[];
  rows: Cell[][];
}

export interface BenchResult {
  /** The JSON file's name: docs/benchmarks/<benchmark>.json. */
  benchmark: string;
  /** The command that runs it, as the docs name it. */
  command: string;
  /** The sizes and counts it ran with (rounds, rows, ...). */
  settings: Record<string, Cell | boolean>;
  tables: BenchTable[];
  /** Lines printed under the tables. */
  notes?: string[];
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

const markdown = (table: BenchTable) =>
  [
    table.caption,
    '',
    `| ${table.columns.join(' | ')} |`,
    `| ${table.columns.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/**
 * Prints the result's tables (Markdown, as the docs show them) and writes it as JSON: to BENCH_OUTPUT_DIR when
 * set, else to docs/benchmarks/ — except in a smoke run (BENCH_SMOKE=1), whose figures go nowhere.
 */
export function reportBenchmark(result: BenchResult): void {
  console.log([...result.tables.map(markdown), ...(result.notes ?? [])].join('\n\n'));
  const dir = process.env.BENCH_OUTPUT_DIR || (SMOKE ? null : DOCS_BENCHMARKS_DIR);
  if (!dir) return;
  const round2 = (load: number[]) => load.map((value) => Math.round(value * 100) / 100);
  const file = {
    benchmark: result.benchmark,
    command: result.command,
    measuredAt: new Date().toISOString(),
    commit: commit(),
    smoke: SMOKE,
    machine: {
      cores: availableParallelism(),
      loadAverageAtStart: round2(loadAtStart),
      loadAverageAtEnd: round2(loadavg()),
    },
    settings: result.settings,
    tables: result.tables,
    notes: result.notes ?? [],
  };
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${result.benchmark}.json`);
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  console.error(`written to ${path}`);
}
