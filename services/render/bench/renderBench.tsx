import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderToBuffer } from '@react-pdf/renderer';
import { CV_PAGE_SIZE, FIXTURE_AGENCY, fixtureSettings } from '@placement/cv-templates';
import { embassyListPages } from '@placement/documents';
import type { CvTemplateName } from '@placement/domain';
import {
  closeSharedPagePool,
  printFiles,
  RENDER_DOCUMENTS,
  renderDocument,
  sharedPagePool,
  svgToPng,
  type RenderEmployee,
} from '../src';
import { launchChromium } from '../test/support/chromium';
import { BENCH_TEMPLATES, benchCv, benchCvPages } from './benchPage';
import { fontLoadedPage, printedMarkup, showMarkup } from './chromiumPage';
import { embassyListEmployees } from '../test/support/embassyListEmployees';
import { ReactPdfCv } from './ReactPdfCv';
import {
  alternate,
  processCpuMs,
  type AlternateOptions,
  type Samples,
} from '../../../scripts/bench/alternate';
import { benchSize, SMOKE } from '../../../scripts/bench/benchSize';
import { median } from '../../../scripts/bench/percentile';
import { reportBenchmark, type BenchTable } from '../../../scripts/bench/reportBenchmark';

/**
 * `pnpm bench:render`: every CV template through this service and through a warm headless Chromium holding the
 * same fonts, the basic page through @react-pdf/renderer, batches and the embassy list, in one run on one machine,
 * every comparison's contenders taken in turn round by round, so the ratios hold even when the absolute numbers
 * move with the machine's load. Prints the tables and writes docs/benchmarks/render.json; history:
 * docs/performance.md. BENCH_SMOKE=1: the basic template, one round, a batch of two CVs, a 20-row list.
 */
const ROUNDS = benchSize('BENCH_ROUNDS', 5, 1);
const BATCH = benchSize('BENCH_BATCH', 100, 2);
/** Batch rounds, ours and Chromium's in turn. */
const BATCH_ROUNDS = benchSize('BENCH_BATCH_ROUNDS', 3, 1);
/**
 * Pages rendered before timing starts, for every contender alike: a long-running service is measured warm, and
 * V8 tiers this service's code up only after a number of CV pages (docs/performance.md, "Warm-up").
 */
const WARMUP = benchSize('BENCH_WARMUP', 20, 0);
/** Timed rounds per template and contender, after TEMPLATE_WARMUP untimed ones: few, so that 15 templates fit. */
const TEMPLATE_ROUNDS = benchSize('BENCH_TEMPLATE_ROUNDS', 5, 1);
const TEMPLATE_WARMUP = benchSize('BENCH_TEMPLATE_WARMUP', 1, 0);
const TEMPLATES = SMOKE ? BENCH_TEMPLATES.slice(0, 1) : BENCH_TEMPLATES;
const EMBASSY_ROWS = benchSize('BENCH_EMBASSY_ROWS', 500, 20);
/** CSS pixels across an A4 sheet: Chromium prints the 1240-pixel CV page scaled to it. */
const A4_WIDTH = 794;

interface Contenders {
  oursPng: number;
  chromiumPng: number;
  oursPdf: number;
  chromiumPdf: number;
}

interface TemplateTimes extends Contenders {
  template: CvTemplateName;
  /** CPU time per CV: this process for ours; Chromium's processes plus this one (it makes the markup) for Chromium. */
  cpu: Contenders;
}

/**
 * Page faults of the fourth A4 canvas a fresh process draws (bench/canvasPageFaults.ts), taking `Resvg` from
 * `module`: with src/pipeline/resvg.ts's kept pages a canvas is drawn in memory already held; with mimalloc's
 * default, pages given back are faulted in again one by one (docs/performance.md, "resvg"). A measurement of the
 * machine and its allocator, so a benchmark rather than a test (issue 40).
 */
function faultsOfNextCanvas(module: string, env: NodeJS.ProcessEnv): number {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx/esm', 'bench/canvasPageFaults.ts', module],
    { cwd: join(import.meta.dirname, '..'), encoding: 'utf8', env },
  );
  if (result.status !== 0) throw new Error(`canvasPageFaults failed: ${result.stderr}`);
  return Number(result.stdout.trim());
}

/** Median wall time and CPU time of each contender, alternated round by round. */
async function medians<K extends string>(
  contenders: Record<K, (round: number) => Promise<unknown>>,
  options: AlternateOptions<K>,
): Promise<{ wall: Record<K, number>; cpu: Record<K, number> }> {
  const samples = await alternate(contenders, options);
  const of = (which: 'wall' | 'cpu') =>
    Object.fromEntries(
      Object.entries<Samples>(samples).map(([name, s]) => [name, median(s[which])]),
    ) as Record<K, number>;
  return { wall: of('wall'), cpu: of('cpu') };
}

function isChromium(pid: number): boolean {
  try {
    return /chrom/iu.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
  } catch {
    return false;
  }
}

function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/u.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) for (const [pid, ppid] of parent) if (ppid === out[i]) out.push(pid);
  return out;
}

function rssKb(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(/VmRSS:\s+(\d+)/u.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return total;
}

/**
 * CPU time (user + system, every thread) of processes, in ms. The build machine is shared, so a contender's wall
 * time depends on how much of the cores it is given; the work it needs per page does not.
 */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  // USER_HZ: 100 ticks per second on Linux.
  return ticks * 10;
}

function sampler(pids: () => number[]) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pids()))), 50);
  return { stop: () => (clearInterval(timer), (peak = Math.max(peak, rssKb(pids()))), peak) };
}

/**
 * The batch process (bench/batchChild.tsx), as a deployment runs a cvBatch job: one process whose layout threads
 * use both cores. `run` has it print BATCH CVs as one PDF; `pids` is the process (its threads are in it).
 */
async function startOurBatch(count: number, scale: number) {
  const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');
  const child = spawn(
    tsx,
    [
      '--max-semi-space-size=32',
      '--tsconfig',
      '../../tsconfig.base.json',
      'bench/batchChild.tsx',
      String(count),
      String(scale),
    ],
    { cwd: join(import.meta.dirname, '..'), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`the batch process stopped (exit ${code})`))),
  );
  exited.catch(() => undefined);
  const lines = createInterface({ input: child.stdout });
  const waitFor = (word: string) =>
    Promise.race([
      new Promise<void>((resolve) => {
        const onLine = (line: string) => {
          if (!line.startsWith(word)) return;
          lines.off('line', onLine);
          resolve();
        };
        lines.on('line', onLine);
      }),
      exited,
    ]);
  await waitFor('ready');
  const pids = descendants(child.pid as number);
  return {
    pids,
    run: async () => {
      const done = waitFor('done');
      child.stdin.write('go\n');
      await done;
    },
    stop: async () => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await gone;
    },
  };
}

/**
 * Every template, a few interleaved rounds each (ours PNG, Chromium PNG, ours PDF, Chromium PDF in turn, so a
 * change in the machine's load falls on all four alike): the median of each per template.
 */
async function templateTimes(browser: Browser): Promise<TemplateTimes[]> {
  const page = await fontLoadedPage(browser, CV_PAGE_SIZE);
  const markup = (pages: ReturnType<typeof benchCvPages>) =>
    pages.map((p) => renderToStaticMarkup(p.element));
  const out: TemplateTimes[] = [];
  const chromiumPids = descendants(process.pid).filter(isChromium);
  const chromiumCpu = () => cpuMs(chromiumPids) + processCpuMs();
  // The service warm, as a long-running one is: each template once, then the first template's pages again.
  for (let i = 0; i < WARMUP; i++) {
    const pages = benchCvPages(BENCH_TEMPLATES[i % BENCH_TEMPLATES.length], 'en', 1000 + i);
    await renderDocument(pages.slice(0, 1), { png: true });
    await renderDocument(pages, { pdf: true });
  }
  for (const template of TEMPLATES) {
    const contenders: Record<keyof Contenders, (n: number) => Promise<unknown>> = {
      oursPng: (n) => renderDocument(benchCvPages(template, 'en', n).slice(0, 1), { png: true }),
      chromiumPng: async (n) => {
        await showMarkup(page, markup(benchCvPages(template, 'en', n))[0]!);
        await page.screenshot({ type: 'png' });
      },
      oursPdf: (n) => renderDocument(benchCvPages(template, 'en', n), { pdf: true }),
      chromiumPdf: async (n) => {
        await showMarkup(page, printedMarkup(markup(benchCvPages(template, 'en', n)), CV_PAGE_SIZE));
        await page.pdf({ format: 'A4', printBackground: true, scale: A4_WIDTH / CV_PAGE_SIZE.width });
      },
    };
    const times = await medians(contenders, {
      rounds: TEMPLATE_ROUNDS,
      warmup: TEMPLATE_WARMUP,
      cpu: { chromiumPng: chromiumCpu, chromiumPdf: chromiumCpu },
    });
    out.push({ template, ...times.wall, cpu: times.cpu });
  }
  await page.close();
  return out;
}

/** Chromium's time over ours: above 1, this service is faster. */
const speedup = (ours: number, chromium: number) => chromium / ours;

/** The basic template, the median template and the worst one, by the ratio `of` gives. */
function summary(rows: TemplateTimes[], of: (row: TemplateTimes) => number) {
  const sorted = [...rows].sort((a, b) => of(a) - of(b));
  const basic = rows.find((row) => row.template === 'basic') as TemplateTimes;
  return {
    basic,
    median: sorted[Math.floor(sorted.length / 2)] as TemplateTimes,
    worst: sorted[0] as TemplateTimes,
  };
}

async function main() {
  const browser = await launchChromium();

  // Every template, through this service as a CV job makes it (a PNG job makes only the first page's PNG, a PDF
  // job only the PDF of both pages) and through Chromium holding the same fonts.
  const templates = await templateTimes(browser);

  // The basic personal page's PDF against @react-pdf/renderer drawing the same page in its primitives, and the
  // Arabic basic CV's PDF (both pages) beside them.
  const photo = await svgToPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#cfd8e3"/><ellipse cx="150" cy="130" rx="58" ry="70" fill="#8d5a3b"/></svg>`,
  );
  const page1 = await medians(
    {
      ours: (i) => renderDocument([benchCv('en', i)], { pdf: true }),
      reactPdf: (i) => renderToBuffer(<ReactPdfCv photo={photo} n={i} />),
      oursArabic: (i) => renderDocument(benchCvPages('basic', 'ar', i), { pdf: true }),
    },
    { rounds: ROUNDS, warmup: WARMUP },
  );

  // The embassy list on this thread, and as an embassyList job makes it: pages laid out on the layout threads.
  const rows = embassyListEmployees(EMBASSY_ROWS);
  const embassy = await medians(
    {
      oneThread: () =>
        renderDocument(embassyListPages(rows, { agencyName: 'Addis Bright', date: '2026-06-01' }), {
          pdf: true,
        }),
      layoutThreads: () =>
        printFiles(
          RENDER_DOCUMENTS.embassyList.files({
            employees: rows as RenderEmployee[],
            agency: { ...FIXTURE_AGENCY, displayName: 'Addis Bright' },
            settings: fixtureSettings('basic', 'en', 1),
            options: { date: '2026-06-01' },
          }),
          {
            kind: 'embassyList',
            format: 'pdf',
            title: 'Embassy list',
            layout: sharedPagePool(),
            printScale: 2,
            onPage: () => undefined,
          },
        ),
    },
    { rounds: SMOKE ? 1 : 2, warmup: SMOKE ? 0 : 1 },
  );
  const layoutThreads = sharedPagePool().size;
  await closeSharedPagePool();

  // BATCH CVs on both cores: our batch process against two Chromium tabs, in turn round by round. CPU counts every
  // process and thread of each side; Chromium's includes this process's, which makes the markup and sends it.
  const ourBatch = await startOurBatch(BATCH, 2);
  const chromiumPids = () => descendants(process.pid).filter(isChromium);
  const pages = [await fontLoadedPage(browser, CV_PAGE_SIZE), await fontLoadedPage(browser, CV_PAGE_SIZE)];
  const ourMemory = sampler(() => ourBatch.pids);
  const chromiumMemory = sampler(chromiumPids);
  const batch = await medians(
    {
      ours: () => ourBatch.run(),
      chromium: () =>
        Promise.all(
          pages.map(async (p, lane) => {
            for (let i = lane; i < BATCH; i += 2) {
              await showMarkup(p, renderToStaticMarkup(benchCv('en', i).element));
              await p.pdf({ format: 'A4', printBackground: true, scale: A4_WIDTH / CV_PAGE_SIZE.width });
            }
          }),
        ),
    },
    {
      rounds: BATCH_ROUNDS,
      cpu: { ours: () => cpuMs(ourBatch.pids), chromium: () => cpuMs(chromiumPids()) + processCpuMs() },
    },
  );
  const peakMb = { ours: ourMemory.stop() / 1024, chromium: chromiumMemory.stop() / 1024 };
  await ourBatch.stop();
  await browser.close();

  const r = (n: number) => Math.round(n);
  const x = (n: number) => `${n.toFixed(2)}x`;
  const templateTable: BenchTable = {
    caption: `Every CV template, median of ${TEMPLATE_ROUNDS} rounds after ${TEMPLATE_WARMUP} warm-up, contenders in turn; speed-up is Chromium's time over ours, ms:`,
    columns: [
      'template',
      'PNG ours / Chromium, ms',
      'PNG speed-up',
      'PNG CPU speed-up',
      'PDF ours / Chromium, ms',
      'PDF speed-up',
      'PDF CPU speed-up',
    ],
    rows: templates.map((t) => [
      t.template,
      `${r(t.oursPng)} / ${r(t.chromiumPng)}`,
      x(speedup(t.oursPng, t.chromiumPng)),
      x(speedup(t.cpu.oursPng, t.cpu.chromiumPng)),
      `${r(t.oursPdf)} / ${r(t.chromiumPdf)}`,
      x(speedup(t.oursPdf, t.chromiumPdf)),
      x(speedup(t.cpu.oursPdf, t.cpu.chromiumPdf)),
    ]),
  };
  const summaryTable: BenchTable = {
    caption: `Speed-up over Chromium (${templates.length} templates):`,
    columns: ['over Chromium', 'basic', 'median template', 'worst template'],
    rows: (
      [
        ['PDF, wall', (t: TemplateTimes) => speedup(t.oursPdf, t.chromiumPdf)],
        ['PDF, CPU', (t: TemplateTimes) => speedup(t.cpu.oursPdf, t.cpu.chromiumPdf)],
        ['PNG, wall', (t: TemplateTimes) => speedup(t.oursPng, t.chromiumPng)],
        ['PNG, CPU', (t: TemplateTimes) => speedup(t.cpu.oursPng, t.cpu.chromiumPng)],
      ] as const
    ).map(([what, of]) => {
      const { basic, median: mid, worst } = summary(templates, of);
      return [what, x(of(basic)), `${x(of(mid))} (${mid.template})`, `${x(of(worst))} (${worst.template})`];
    }),
  };
  const { MIMALLOC_PURGE_DELAY: _operatorsDelay, ...envWithoutDelay } = process.env;
  const canvasFaults = {
    kept: faultsOfNextCanvas(join(import.meta.dirname, '../src/pipeline/resvg.ts'), envWithoutDelay),
    givenBack: faultsOfNextCanvas('@resvg/resvg-js', { ...envWithoutDelay, MIMALLOC_PURGE_DELAY: '0' }),
  };
  const othersTable: BenchTable = {
    caption: `Other comparisons, medians, contenders in turn (${ROUNDS} rounds after ${WARMUP} warm-up; batches ${BATCH_ROUNDS} rounds):`,
    columns: ['measure', 'ours', 'other', 'other over ours'],
    rows: [
      [
        'PDF of the basic personal page, ms (other: @react-pdf/renderer)',
        r(page1.wall.ours),
        r(page1.wall.reactPdf),
        x(page1.wall.reactPdf / page1.wall.ours),
      ],
      ['PDF of the Arabic basic CV (2 pages), ms', r(page1.wall.oursArabic), '', ''],
      [
        `${BATCH} CVs as one PDF on both cores, ms (other: two Chromium tabs)`,
        r(batch.wall.ours),
        r(batch.wall.chromium),
        x(batch.wall.chromium / batch.wall.ours),
      ],
      [
        'batch CPU per CV, every process and thread, ms',
        r(batch.cpu.ours / BATCH),
        r(batch.cpu.chromium / BATCH),
        x(batch.cpu.chromium / batch.cpu.ours),
      ],
      ['batch peak memory, MB', r(peakMb.ours), r(peakMb.chromium), x(peakMb.chromium / peakMb.ours)],
      [
        `${EMBASSY_ROWS}-row embassy list PDF, ms (ours on ${layoutThreads} layout threads; other: on one thread)`,
        r(embassy.wall.layoutThreads),
        r(embassy.wall.oneThread),
        x(embassy.wall.oneThread / embassy.wall.layoutThreads),
      ],
      [
        'page faults drawing the next A4 canvas (ours: freed pages kept a second; other: given back at once)',
        canvasFaults.kept,
        canvasFaults.givenBack,
        x(canvasFaults.givenBack / Math.max(1, canvasFaults.kept)),
      ],
    ],
  };
  reportBenchmark({
    benchmark: 'render',
    command: 'pnpm bench:render',
    settings: {
      templates: TEMPLATES.length,
      templateRounds: TEMPLATE_ROUNDS,
      templateWarmup: TEMPLATE_WARMUP,
      rounds: ROUNDS,
      warmup: WARMUP,
      batch: BATCH,
      batchRounds: BATCH_ROUNDS,
      embassyRows: EMBASSY_ROWS,
      layoutThreads,
    },
    tables: [templateTable, summaryTable, othersTable],
  });
}

await main();
