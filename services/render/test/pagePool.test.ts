import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { cvPageNumbers } from '@placement/cv-templates';
import {
  handleRenderJob,
  InProcessRenderQueue,
  OutputStore,
  PagePool,
  pageElement,
  RENDER_DOCUMENTS,
  renderDocument,
  type RenderDataSource,
  type RenderJobInput,
  type RenderJobState,
} from '../src';
import { fixtureDataSource, fixtureIds } from './support/fixtureDataSource';
import { qpdfCheck } from './support/tools';

const COMPANY = 'c0ffee000000000000000001';
const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
const pool = new PagePool({ threads: 2 });
afterAll(() => pool.close());

/** pdftotext of each page on its own, so order and page boundaries are compared, not just the words. */
function pageTexts(pdf: Buffer): string[] {
  const path = join(dir, `p${Math.random().toString(16).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  const pages = Number(/Pages:\s+(\d+)/u.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  return Array.from({ length: pages }, (_, i) =>
    execFileSync('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), path, '-'], {
      encoding: 'utf8',
    }),
  );
}

function job(kind: 'cvBatch' | 'embassyList', count: number, extra: Partial<RenderJobInput> = {}) {
  const ids = fixtureIds(count, 7);
  return {
    kind,
    companyId: COMPANY,
    employeeIds: ids,
    versions: ids.map(() => 'v1'),
    settingsVersion: 's1',
    ...(kind === 'cvBatch' ? { format: 'pdf' } : { date: '2026-06-01' }),
    ...extra,
  } as RenderJobInput;
}

/** The fixture employees with the two-page CV (personal page, then passport page). */
function twoPageSource(): RenderDataSource {
  const source = fixtureDataSource();
  return {
    employees: (companyId, ids) => source.employees(companyId, ids),
    company: async (companyId) => {
      const { agency, settings } = await source.company(companyId);
      return { agency, settings: { ...settings, numberOfPages: 2 } };
    },
  };
}

async function run(raw: RenderJobInput, data: RenderDataSource, progress: number[] = []) {
  const store = new OutputStore(mkdtempSync(join(dir, 'out-')));
  const result = await handleRenderJob(raw, {
    data,
    store,
    printScale: 1,
    pool,
    progress: (p) => void progress.push(p),
  });
  return store.read(result.outputKey);
}

describe('batches through the layout threads', () => {
  it('a CV batch PDF has the same pages in the same order as rendering one page after another here', async () => {
    const data = twoPageSource();
    const progress: number[] = [];
    const pdf = await run(job('cvBatch', 5), data, progress);

    const employees = await data.employees(COMPANY, fixtureIds(5, 7));
    const { agency, settings } = await data.company(COMPANY);
    const files = RENDER_DOCUMENTS.cvBatch.files({
      employees,
      agency,
      settings,
      options: { placement: 'sheet' },
    });
    const pages = files.flatMap((file) =>
      file.pages.map((page) => pageElement({ kind: 'cvBatch', ...page })),
    );
    const sequential = (await renderDocument(pages, { pdf: true }, { printScale: 1 })).pdf as Buffer;

    expect(qpdfCheck(pdf).ok).toBe(true);
    const texts = pageTexts(pdf);
    const pagesEach = employees.map((employee) => cvPageNumbers(settings, employee).length);
    expect(new Set(pagesEach).size).toBe(1);
    const perCv = pagesEach[0] ?? 0;
    expect(texts).toHaveLength(5 * perCv);
    expect(texts).toEqual(pageTexts(sequential));
    // Each employee's personal page carries their own passport number, in the order asked.
    const personal = texts.filter((_, i) => i % perCv === 0);
    personal.forEach((text, i) => expect(text).toContain(employees[i]?.passportNumber));

    // One step per page, never going back, ending at 100.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress).toHaveLength(texts.length + 1);
    expect(progress.at(-1)).toBe(100);
  }, 180_000);

  it('a zip of CVs holds one PDF per employee with their own pages', async () => {
    const data = twoPageSource();
    const zip = await JSZip.loadAsync(await run(job('cvBatch', 3, { format: 'zip' }), data));
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(3);
    const employees = await data.employees(COMPANY, fixtureIds(3, 7));
    for (const [i, name] of names.entries()) {
      const texts = pageTexts(await (zip.files[name] as JSZip.JSZipObject).async('nodebuffer'));
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain(employees[i]?.passportNumber);
    }
  }, 180_000);

  it('the 500-row embassy list comes out as 23 pages with every row once, in order', async () => {
    const pdf = await run(job('embassyList', 500), fixtureDataSource());
    expect(qpdfCheck(pdf).ok).toBe(true);
    const texts = pageTexts(pdf);
    expect(texts).toHaveLength(23);
    const employees = await fixtureDataSource().employees(COMPANY, fixtureIds(500, 7));
    const printed = texts.join('\n').match(/EP\d{7}/gu);
    expect(printed).toEqual(employees.map((e) => e.passportNumber));
    expect(texts[22]).toContain('Page 23');
  }, 300_000);

  it('a layout thread that crashes fails the job with a clear error instead of hanging', async () => {
    // A heap far too small for satori and the fonts: the thread dies on its first page, every attempt.
    const crashing = new PagePool({ threads: 1, resourceLimits: { maxOldGenerationSizeMb: 8 } });
    const store = new OutputStore(mkdtempSync(join(dir, 'out-')));
    const queue = new InProcessRenderQueue(
      { data: fixtureDataSource(), store, printScale: 1, pool: crashing },
      10,
    );
    // Three one-page CVs: a job of two pages or fewer is laid out on its own thread, not the pool.
    const requested = await queue.request(job('cvBatch', 3));
    const done = await new Promise<RenderJobState>((resolve) => {
      queue.subscribe(requested.id, (state) => {
        if (state.status === 'failed' || state.status === 'completed') resolve(state);
      });
    });
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/page layout thread/u);
    expect(await store.keys()).toHaveLength(0);
    await queue.close();
    await crashing.close();
  }, 180_000);

  it('threads load the TypeScript templates under the tsx CLI too, as the API and the worker run', () => {
    const out = spawnSync(
      join(root, '../../node_modules/.bin/tsx'),
      ['--tsconfig', '../../tsconfig.base.json', 'bench/batchChild.tsx', '2', '1'],
      { cwd: root, input: 'go\n', encoding: 'utf8', timeout: 170_000 },
    );
    expect(out.stderr).toBe('');
    expect(out.stdout).toMatch(/^ready\ndone pages=2 /mu);
  }, 180_000);
});
