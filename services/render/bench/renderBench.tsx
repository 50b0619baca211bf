import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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

/**
 * `pnpm bench:render`: every CV template through this service and through a warm headless Chromium holding the
 * same fonts, the basic page through @react-pdf/renderer, batches and the embassy list, in one run on one machine,
 * so the ratios hold even when the absolute numbers move with the machine's load. Figures and their history:
 * docs/performance.md.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BATCH = Number(process.env.BENCH_BATCH ?? 100);
/**
 * Pages rendered before timing starts, for every contender alike: a long-running service is measured warm, and
 * V8 takes about twenty CV pages to tier this service's code up (docs/performance.md).
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
/** Timed rounds per template and contender, after TEMPLATE_WARMUP untimed ones: few, so that 15 templates fit. */
const TEMPLATE_ROUNDS = Number(process.env.BENCH_TEMPLATE_ROUNDS ?? 5);
const TEMPLATE_WARMUP = Number(process.env.BENCH_TEMPLATE_WARMUP ?? 1);
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

/** Median time of `rounds` runs after the warm-up; each run gets its round number (a new employee per round). */
async function median(
  run: (round: number) => Promise<unknown>,
  rounds = ROUNDS,
  warmup = WARMUP,
): Promise<number> {
  for (let i = 0; i < warmup; i++) await run(rounds + i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return middle(times);
}

function middle(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** CPU time this process has used, every thread (the service's libuv threads included), in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Median wall time and CPU time of each contender, their rounds taken in turn (each round a new employee).
 * `cpu` gives a contender's CPU clock (default: this process's). Wall time is what a user waits; CPU time hardly
 * depends on what else the machine runs, so its ratios hold on a busy machine too.
 */
async function interleavedMedians<K extends string>(
  contenders: Record<K, (round: number) => Promise<unknown>>,
  rounds: number,
  warmup: number,
  cpu: Partial<Record<K, () => number>> = {},
): Promise<{ wall: Record<K, number>; cpu: Record<K, number> }> {
  const names = Object.keys(contenders) as K[];
  const wall = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  const used = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < warmup + rounds; i++)
    for (const name of names) {
      const clock = cpu[name] ?? ownCpuMs;
      const cpuStart = clock();
      const start = performance.now();
      await contenders[name](i);
      const ms = performance.now() - start;
      if (i < warmup) continue;
      wall[name].push(ms);
      used[name].push(clock() - cpuStart);
    }
  const medians = (times: Record<K, number[]>) =>
    Object.fromEntries(names.map((name) => [name, middle(times[name])])) as Record<K, number>;
  return { wall: medians(wall), cpu: medians(used) };
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
 * BATCH CVs as one PDF in one process, as a deployment runs a cvBatch job: its layout threads use both cores.
 * Peak memory is the whole process, threads included.
 */
async function ourBatch(
  count: number,
  scale: number,
): Promise<{ ms: number; cpuMs: number; peakMb: number }> {
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
  const waitFor = (word: string) =>
    new Promise<string>((resolve) => {
      let text = '';
      const onData = (chunk: Buffer) => {
        text += chunk.toString();
        const line = text.split('\n').find((l) => l.startsWith(word));
        if (line) {
          child.stdout.off('data', onData);
          resolve(line);
        }
      };
      child.stdout.on('data', onData);
    });
  await waitFor('ready');
  const pids = descendants(child.pid as number);
  const memory = sampler(() => pids);
  const cpuStart = cpuMs(pids);
  const start = performance.now();
  child.stdin.write('go\n');
  await waitFor('done');
  const ms = performance.now() - start;
  return { ms, cpuMs: cpuMs(pids) - cpuStart, peakMb: memory.stop() / 1024 };
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
  const chromiumCpu = () => cpuMs(chromiumPids) + ownCpuMs();
  // The service warm, as a long-running one is: each template once, then the first template's pages again.
  for (let i = 0; i < WARMUP; i++) {
    const pages = benchCvPages(BENCH_TEMPLATES[i % BENCH_TEMPLATES.length], 'en', 1000 + i);
    await renderDocument(pages.slice(0, 1), { png: true });
    await renderDocument(pages, { pdf: true });
  }
  for (const template of BENCH_TEMPLATES) {
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
    const times = await interleavedMedians(contenders, TEMPLATE_ROUNDS, TEMPLATE_WARMUP, {
      chromiumPng: chromiumCpu,
      chromiumPdf: chromiumCpu,
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
  const cv = benchCv('en');
  const results: Record<string, number> = {};
  const loadAtStart = loadavg();
  const browser = await launchChromium();

  // Every template, through this service as a CV job makes it (a PNG job makes only the first page's PNG, a PDF
  // job only the PDF of both pages) and through Chromium holding the same fonts.
  const templates = await templateTimes(browser);

  // The Arabic basic CV's PDF, and the basic personal page's PDF alone (react-pdf's page below is that one).
  results.oursPdfArabic = await median((i) => renderDocument(benchCvPages('basic', 'ar', i), { pdf: true }));
  results.oursPdfPage1 = await median((i) => renderDocument([benchCv('en', i)], { pdf: true }));

  // @react-pdf/renderer, the same page in its primitives.
  const photo = await svgToPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#cfd8e3"/><ellipse cx="150" cy="130" rx="58" ry="70" fill="#8d5a3b"/></svg>`,
  );
  results.reactPdf = await median((i) => renderToBuffer(<ReactPdfCv photo={photo} n={i} />));

  // 500-row embassy list.
  const rows = embassyListEmployees(500);
  results.embassyList500 = await median(
    () =>
      renderDocument(embassyListPages(rows, { agencyName: 'Addis Bright', date: '2026-06-01' }), {
        pdf: true,
      }),
    2,
    1,
  );
  // The same list as an embassyList job makes it: pages laid out on the layout threads.
  results.embassyList500Threads = await median(
    () =>
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
    2,
    1,
  );
  const layoutThreads = sharedPagePool().size;
  await closeSharedPagePool();

  // Batches of BATCH CVs using both cores.
  const ours = await ourBatch(BATCH, 2);
  results.oursBatchMs = ours.ms;
  results.oursBatchCpuMsPerCv = ours.cpuMs / BATCH;
  results.oursPeakMb = ours.peakMb;
  const chromiumPids = () => descendants(process.pid).filter(isChromium);
  const memory = sampler(chromiumPids);
  const pages = [await fontLoadedPage(browser, CV_PAGE_SIZE), await fontLoadedPage(browser, CV_PAGE_SIZE)];
  // Chromium's work includes this process's: the markup is made here and sent over the protocol.
  const chromiumCpuStart =
    cpuMs(chromiumPids()) + process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000;
  const start = performance.now();
  await Promise.all(
    pages.map(async (p, lane) => {
      for (let i = lane; i < BATCH; i += 2) {
        const item = benchCv('en', i);
        await showMarkup(p, renderToStaticMarkup(item.element));
        await p.pdf({ format: 'A4', printBackground: true, scale: A4_WIDTH / cv.page.width });
      }
    }),
  );
  results.chromiumBatchMs = performance.now() - start;
  const own = process.cpuUsage();
  results.chromiumBatchCpuMsPerCv =
    (cpuMs(chromiumPids()) + own.user / 1000 + own.system / 1000 - chromiumCpuStart) / BATCH;
  results.chromiumPeakMb = memory.stop() / 1024;
  await browser.close();

  const r = (x: number) => Math.round(x);
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const x = (n: number) => `${n.toFixed(2)}x`;
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  console.log(
    `load average (1, 5, 15 min): ${load(loadAtStart)} at the start, ${load(loadavg())} at the end`,
  );
  console.log(
    JSON.stringify(
      {
        templates: templates.map((t) => ({
          template: t.template,
          oursPng: r(t.oursPng),
          chromiumPng: r(t.chromiumPng),
          oursPdf: r(t.oursPdf),
          chromiumPdf: r(t.chromiumPdf),
          cpu: Object.fromEntries(Object.entries(t.cpu).map(([k, v]) => [k, r(v)])),
        })),
        ...Object.fromEntries(Object.entries(results).map(([k, v]) => [k, r(v)])),
      },
      null,
      1,
    ),
  );
  console.log(
    '\n| template | PNG ours / Chromium, ms | PNG speed-up | PNG CPU speed-up | PDF ours / Chromium, ms | PDF speed-up | PDF CPU speed-up |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const t of templates)
    console.log(
      `| ${t.template} | ${r(t.oursPng)} / ${r(t.chromiumPng)} | ${x(speedup(t.oursPng, t.chromiumPng))} | ${x(speedup(t.cpu.oursPng, t.cpu.chromiumPng))} | ${r(t.oursPdf)} / ${r(t.chromiumPdf)} | ${x(speedup(t.oursPdf, t.chromiumPdf))} | ${x(speedup(t.cpu.oursPdf, t.cpu.chromiumPdf))} |`,
    );
  for (const [format, of] of [
    ['PNG', (t: TemplateTimes) => speedup(t.oursPng, t.chromiumPng)],
    ['PDF', (t: TemplateTimes) => speedup(t.oursPdf, t.chromiumPdf)],
    ['PNG CPU', (t: TemplateTimes) => speedup(t.cpu.oursPng, t.cpu.chromiumPng)],
    ['PDF CPU', (t: TemplateTimes) => speedup(t.cpu.oursPdf, t.cpu.chromiumPdf)],
  ] as const) {
    const { basic, median: mid, worst } = summary(templates, of);
    console.log(
      `${format} speed-up over Chromium (${templates.length} templates): basic ${x(of(basic))}, median ${x(of(mid))} (${mid.template}), worst ${x(of(worst))} (${worst.template})`,
    );
  }
  console.log(
    `PDF of the basic personal page: ours ${r(results.oursPdfPage1)} ms vs react-pdf ${r(results.reactPdf)} ms -> ${ratio(results.reactPdf, results.oursPdfPage1)}x; Arabic basic CV (2 pages) ${r(results.oursPdfArabic)} ms`,
  );
  console.log(
    `Batch ${BATCH} CVs (2 cores): ours ${r(results.oursBatchMs)} ms vs Chromium ${r(results.chromiumBatchMs)} ms -> throughput ${ratio(results.chromiumBatchMs, results.oursBatchMs)}x`,
  );
  console.log(
    `Batch CPU per CV (all threads and processes): ours ${r(results.oursBatchCpuMsPerCv)} ms vs Chromium ${r(results.chromiumBatchCpuMsPerCv)} ms -> ${ratio(results.chromiumBatchCpuMsPerCv, results.oursBatchCpuMsPerCv)}x (the throughput ratio on cores of its own)`,
  );
  console.log(
    `Peak memory: ours ${r(results.oursPeakMb)} MB vs Chromium ${r(results.chromiumPeakMb)} MB -> ${ratio(results.oursPeakMb, results.chromiumPeakMb)} of Chromium`,
  );
  console.log(
    `Embassy list 500 rows PDF: ${r(results.embassyList500)} ms on one thread, ${r(results.embassyList500Threads)} ms on ${layoutThreads} layout threads`,
  );
}

await main();
