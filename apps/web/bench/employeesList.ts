// `pnpm --filter @placement/web bench` (and `pnpm bench`): the employees list in a real browser (Debian's
// Chromium through playwright-core) against 100,000 employees, served as `pnpm start` serves it (the API on an
// embedded PGlite, the built web app). Each run opens /app/employees in a fresh tab (the browser's cache warm,
// as for a clerk coming back; Apollo's cache empty), times the first rows painted (drawn by the server once the
// warm-up runs have left the app's cookies, as a clerk's browser has them: docs/web-app.md "The employees lists' first
// screen") and the app's own rows painted, then types a passport number into the top-bar search and times the
// rows updated after the 1000 ms debounce.
// Prints the table and writes docs/benchmarks/web-list.json.
// Env: BENCH_RUNS (20), BENCH_WARMUP (3), BENCH_EMPLOYEES (100000), CHROMIUM_PATH; BENCH_TRACE=1 prints each
// run's timeline (resources, long animation frames, paints) to tell where an open's time goes. BENCH_SMOKE=1:
// 200 employees, one run.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { benchSize } from '../../../scripts/bench/benchSize';
import { percentile } from '../../../scripts/bench/percentile';
import { reportBenchmark } from '../../../scripts/bench/reportBenchmark';

const RUNS = benchSize('BENCH_RUNS', 20, 1);
const WARM_UP = benchSize('BENCH_WARMUP', 3, 0);
const DEBOUNCE_MS = 1000;
const API_DIR = resolve(import.meta.dirname, '../../../services/api');

interface BenchServer {
  url: string;
  token: string;
  employees: number;
  loadSeconds: number;
}

function startServer(): Promise<{ server: BenchServer; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', 'bench/benchServer.ts'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: resolve(API_DIR, '../../tsconfig.base.json'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`the bench server stopped (exit ${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      ready({ server: JSON.parse(line) as BenchServer, stop: () => child.kill('SIGTERM') }),
    );
  });
}

// Runs in the page before the app: the time (since the navigation began) when a row of data is first painted,
// and when the row of the passport searched for is painted; when the last click and input happened; and when
// the page's first script could run (before it, Chromium is starting the tab's renderer: nothing the app does).
// "Painted": two animation frames after the row is in the document, i.e. once the browser has drawn the frame
// holding it. Plain JavaScript in a string: tsx's compiled functions call helpers that do not exist in the page.
const WATCH_ROWS = `
  const painted = (done) => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));
  const firstRowText = () =>
    document.querySelector('tbody tr:not([data-testid="skeleton-row"])')?.textContent ?? '';
  const appRowText = () =>
    document.querySelector('#root tbody tr:not([data-testid="skeleton-row"])')?.textContent ?? '';
  new MutationObserver(() => {
    const text = firstRowText();
    if (window.firstRows === undefined && /EP\\d{7}/.test(text)) {
      window.firstRows = -1;
      painted((time) => (window.firstRows = time));
    }
    if (window.appRows === undefined && !document.getElementById('first-paint') && /EP\\d{7}/.test(appRowText())) {
      window.appRows = -1;
      painted((time) => (window.appRows = time));
    }
    if (window.searchFor && window.searchedRow === undefined && text.includes(window.searchFor)) {
      window.searchedRow = -1;
      painted((time) => (window.searchedRow = time));
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('input', () => (window.typed = performance.now()), true);
  document.addEventListener('click', () => (window.clicked = performance.now()), true);
  window.documentStart = performance.now();
`;

// BENCH_TRACE: each GraphQL request's operation name with its start and end (ms since the navigation began).
function traceGraphQL(page: Page): string[] {
  const lines: string[] = [];
  page.on('requestfinished', (request) => {
    const body = request.postData();
    if (!body || !request.url().endsWith('/graphql')) return;
    const { operationName } = JSON.parse(body) as { operationName?: string };
    void page
      .evaluate(() => performance.timeOrigin)
      .then((origin) => {
        const timing = request.timing();
        const start = timing.startTime - origin;
        lines.push(
          `${start.toFixed(0).padStart(5)} ${(start + timing.responseEnd).toFixed(0).padStart(5)} graphql ${operationName}`,
        );
      })
      .catch(() => undefined);
  });
  return lines;
}

// The page's main-thread CPU time so far (Chromium's TaskDuration counted in thread time), in ms. Unlike wall
// time it hardly depends on what else the machine is running, so it tells whether a change made the open
// cheaper. BENCH_TRACE also prints its parts.
async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  if (process.env.BENCH_TRACE) {
    const parts = [
      'ScriptDuration',
      'V8CompileDuration',
      'RecalcStyleDuration',
      'LayoutDuration',
      'TaskOtherDuration',
    ];
    console.error(`main thread: ${parts.map((name) => `${name} ${ms(name).toFixed(0)}`).join(', ')}`);
  }
  return ms('TaskDuration');
}

/**
 * BENCH_TRACE: the page's timeline (resources, long animation frames with their scripts, GraphQL requests), in ms
 * since the navigation began, or since the last click when `since` says so.
 */
async function printTimeline(page: Page, graphQL: string[], since?: 'clicked'): Promise<void> {
  // Plain data out of the page, formatted here: tsx names the functions it compiles with a helper the page lacks.
  const { zero, entries } = await page.evaluate(() => ({
    zero: (window as { clicked?: number }).clicked ?? 0,
    entries: performance.getEntries().map((e) => ({
      start: e.startTime,
      end: e.startTime + e.duration,
      type: e.entryType,
      name: e.name.replace(location.origin, ''),
      renderStart: (e as unknown as { renderStart?: number }).renderStart,
      scripts: ((e as unknown as { scripts?: Array<Record<string, string | number>> }).scripts ?? []).map(
        (script) => ({
          start: Number(script.startTime),
          duration: Number(script.duration),
          what: `${script.invokerType} ${String(script.invoker).slice(0, 60)} ${String(script.sourceURL).replace(/.*\//, '')}`,
        }),
      ),
    })),
  }));
  const from = since ? zero : 0;
  const at = (time: number) => (time - from).toFixed(0).padStart(5);
  const lines = entries
    .filter((entry) => entry.end >= from)
    .map(
      (entry) =>
        `${at(entry.start)} ${at(entry.end)} ${entry.type} ${entry.name}` +
        // A long frame's scripts (what ran, from which file, how long) and when its rendering began.
        (entry.renderStart === undefined ? '' : ` render@${at(entry.renderStart)}`) +
        entry.scripts
          .map((script) => `\n        ${at(script.start)} +${Math.round(script.duration)} ${script.what}`)
          .join(''),
    );
  // The GraphQL lines are timed from the navigation: say when the click was, on the same clock.
  const clickLine = since
    ? [`clicked at ${zero.toFixed(0)} ms (GraphQL lines below are from the navigation)`]
    : [];
  console.error([...clickLine, ...lines, ...graphQL].join('\n'));
}

async function oneRun(
  page: Page,
  url: string,
  passport: string,
): Promise<{ open: number; openCpu: number; documentStart: number; usable: number; search: number }> {
  const graphQL = process.env.BENCH_TRACE ? traceGraphQL(page) : [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(`${url}/app/employees`);
  await page.waitForFunction(() => ((window as { firstRows?: number }).firstRows ?? -1) > 0, null, {
    timeout: 30_000,
  });
  const openCpu = await mainThreadMs(cdp);
  // The app's own rows, which a clerk can work with: later than the first rows when the server drew those.
  await page.waitForFunction(() => ((window as { appRows?: number }).appRows ?? -1) > 0, null, {
    timeout: 30_000,
  });
  const { open, documentStart, usable } = await page.evaluate(() => {
    const marks = window as unknown as { firstRows: number; documentStart: number; appRows: number };
    return { open: marks.firstRows, documentStart: marks.documentStart, usable: marks.appRows };
  });
  if (process.env.BENCH_TRACE) await printTimeline(page, graphQL);
  await page.evaluate((value) => ((window as { searchFor?: string }).searchFor = value), passport);
  await page.getByRole('searchbox').first().fill(passport);
  await page.waitForFunction(() => ((window as { searchedRow?: number }).searchedRow ?? -1) > 0, null, {
    timeout: 30_000,
  });
  const { searchedRow, typed } = await page.evaluate(() => {
    const marks = window as unknown as { searchedRow: number; typed: number };
    return { searchedRow: marks.searchedRow, typed: marks.typed };
  });
  return { open, openCpu, documentStart, usable, search: searchedRow - typed - DEBOUNCE_MS };
}

/**
 * The other way a clerk opens the list: from the menu of a page already open (here the dashboard, where the app
 * lands after sign-in), in a fresh tab so that nothing of the list is in Apollo's cache yet. From the click to
 * the first rows painted.
 */
async function openFromTheMenu(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/app/dashboard`);
  const menu = page.getByRole('navigation');
  await menu.getByRole('button', { name: 'Employees', exact: true }).click();
  const link = menu.getByRole('link', { name: 'Employee List', exact: true });
  await link.waitFor();
  await page.waitForLoadState('networkidle');
  const graphQL = process.env.BENCH_TRACE ? traceGraphQL(page) : [];
  await link.click();
  await page.waitForFunction(() => ((window as { firstRows?: number }).firstRows ?? -1) > 0, null, {
    timeout: 30_000,
  });
  if (process.env.BENCH_TRACE) await printTimeline(page, graphQL, 'clicked');
  return page.evaluate(() => {
    const marks = window as unknown as { firstRows: number; clicked: number };
    return marks.firstRows - marks.clicked;
  });
}

const { server, stop } = await startServer();
console.error(`${server.employees} employees loaded in ${server.loadSeconds.toFixed(1)} s; ${server.url}`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const context = await browser.newContext({
    timezoneId: 'Asia/Riyadh',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript((token) => localStorage.setItem('placement.token', token), server.token);
  await context.addInitScript(WATCH_ROWS);
  // The clerk's browser window, open before the runs as it is before a clerk opens the list. Without an open
  // tab, every new page is a new window, and Chromium builds each window's own interface (its address bar's
  // pop-up, a renderer of its own; docs/performance.md, "employeesList bench") while the list opens beside it. Each
  // run still opens the list in a new tab: a new document and JavaScript heap, Apollo's cache empty.
  await context.newPage();
  const opens: number[] = [];
  const openCpus: number[] = [];
  const searches: number[] = [];
  const documentStarts: number[] = [];
  const usables: number[] = [];
  const menuOpens: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    // Employee g has passport EP{g, 7 digits}; every tenth belongs to the other agency, so skip those.
    const g = ((54_321 + run * 7) % (server.employees - 1)) + 1;
    const passport = `EP${String(g % 10 === 0 ? g + 1 : g).padStart(7, '0')}`;
    const page = await context.newPage();
    const { open, openCpu, documentStart, usable, search } = await oneRun(page, server.url, passport);
    await page.close();
    const menuPage = await context.newPage();
    const menuOpen = await openFromTheMenu(menuPage, server.url);
    await menuPage.close();
    if (run < WARM_UP) continue;
    opens.push(open);
    openCpus.push(openCpu);
    documentStarts.push(documentStart);
    usables.push(usable);
    searches.push(search);
    menuOpens.push(menuOpen);
    console.error(
      `run ${run - WARM_UP + 1}: open ${open.toFixed(0)} ms (main thread ${openCpu.toFixed(0)}, first script at ${documentStart.toFixed(0)}, ` +
        `the app's own rows at ${usable.toFixed(0)}), ` +
        `from the menu ${menuOpen.toFixed(0)} ms, search ${search.toFixed(0)} ms`,
    );
  }
  const row = (what: string, samples: number[]) => [
    what,
    Math.round(percentile(samples, 50)),
    Math.round(percentile(samples, 95)),
  ];
  reportBenchmark({
    benchmark: 'web-list',
    command: 'pnpm --filter @placement/web bench:list',
    settings: { employees: server.employees, runs: RUNS, warmup: WARM_UP, chromium: browser.version() },
    tables: [
      {
        caption: `${server.employees} employees, ${RUNS} runs after ${WARM_UP} warm-up runs, Chromium ${browser.version()}, ms:`,
        columns: ['employees list', 'p50', 'p95'],
        rows: [
          row('open /app/employees -> first rows painted', opens),
          row("open: the page's main-thread time until then", openCpus),
          row(
            "open: the page's first script could run (Chromium starting the tab's renderer)",
            documentStarts,
          ),
          row(
            "open: the app's own rows painted (the server's first screen handed over; the list usable)",
            usables,
          ),
          row("open from the dashboard's menu (click -> first rows painted)", menuOpens),
          row('search typed -> rows updated (after the 1000 ms debounce)', searches),
        ],
      },
    ],
  });
} finally {
  await browser.close();
  stop();
}
