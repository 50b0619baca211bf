import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { PAPER } from '@placement/documents';
import { REQUIRED_DATA_MESSAGE } from '@placement/domain';
import {
  handleRenderJob,
  OutputStore,
  PagePool,
  RENDER_DOCUMENTS,
  RENDER_KINDS,
  RenderJobPayload,
  type RenderJobInput,
  type RenderKind,
} from '../src';
import { fixtureDataSource, fixtureEmployee, fixtureIds } from './support/fixtureDataSource';
import { pdfPageSizes, pdfText, qpdfCheck } from './support/tools';

const COMPANY = 'c0ffee000000000000000002';
const pool = new PagePool({ threads: 2 });
afterAll(() => pool.close());

/** Every registered kind in every format it offers, with the entry's own example options. */
const cases = RENDER_KINDS.flatMap((kind) =>
  RENDER_DOCUMENTS[kind].formats.map((format) => [kind, format] as [RenderKind, string]),
);

function job(kind: RenderKind, format: string): RenderJobInput {
  const document = RENDER_DOCUMENTS[kind];
  const ids = fixtureIds(Math.min(3, document.employees.max), 11);
  return {
    kind,
    format,
    companyId: COMPANY,
    employeeIds: ids,
    versions: ids.map(() => 'v1'),
    settingsVersion: 's1',
    ...document.example,
  } as RenderJobInput;
}

/** The paper of each page the entry says it prints, in points, in order. */
async function expectedPapers(input: RenderJobInput) {
  const payload = RenderJobPayload.parse(input);
  const document = RENDER_DOCUMENTS[payload.kind];
  if (document.output !== 'pages') return [];
  const data = fixtureDataSource();
  const { agency, settings } = await data.company(COMPANY);
  const employees = await data.employees(COMPANY, payload.employeeIds);
  const files = document.files({ employees, agency, settings, options: payload as never });
  return files.map((file) =>
    file.pages.map(({ page }) => ({ width: PAPER[page.paper].width, height: PAPER[page.paper].height })),
  );
}

const round = (sizes: { width: number; height: number }[]) =>
  sizes.map(({ width, height }) => ({ width: Math.round(width), height: Math.round(height) }));

describe('the document registry', () => {
  it.each(cases)(
    '%s as %s: made by the job handler from its entry alone',
    async (kind, format) => {
      const input = job(kind, format);
      const store = new OutputStore(mkdtempSync(join(tmpdir(), 'registry-')));
      const progress: number[] = [];
      const data = fixtureDataSource();
      const result = await handleRenderJob(input, {
        data,
        store,
        printScale: 1,
        pool,
        progress: (p) => void progress.push(p),
      });
      expect(result.outputKey).toMatch(new RegExp(`^${kind}-[0-9a-f]{32}\\.${format}$`, 'u'));
      expect(progress.at(-1)).toBe(100);
      const output = await store.read(result.outputKey);
      const papers = await expectedPapers(input);
      const [firstEmployee] = await data.employees(COMPANY, input.employeeIds);
      const fileName = RENDER_DOCUMENTS[kind].fileName({
        options: RenderJobPayload.parse(input) as never,
        format,
        companyName: 'Addis Bright',
        givenName: 'Tigist',
        today: '2026-06-01',
      });
      expect(fileName.endsWith(`.${format}`)).toBe(true);

      if (format === 'pdf') {
        expect(qpdfCheck(output).ok).toBe(true);
        expect(round(pdfPageSizes(output))).toEqual(round(papers.flat()));
        expect(pdfText(output)).toContain(firstEmployee?.passportNumber);
      } else if (format === 'zip') {
        const zip = await JSZip.loadAsync(output);
        const pdfs = await Promise.all(Object.values(zip.files).map((file) => file.async('nodebuffer')));
        expect(pdfs).toHaveLength(papers.length);
        for (const [i, pdf] of pdfs.entries()) {
          expect(qpdfCheck(pdf).ok).toBe(true);
          expect(round(pdfPageSizes(pdf))).toEqual(round(papers[i] ?? []));
        }
      } else if (format === 'png') {
        const png = PNG.sync.read(output);
        const document = RENDER_DOCUMENTS[kind];
        if (document.output !== 'pages') throw new Error('a PNG is a page');
        // The first page at its layout size.
        const data = fixtureDataSource();
        const { agency, settings } = await data.company(COMPANY);
        const employees = await data.employees(COMPANY, input.employeeIds);
        const payload = RenderJobPayload.parse(input);
        const first = document.files({ employees, agency, settings, options: payload as never })[0]?.pages[0];
        expect([png.width, png.height]).toEqual([first?.page.width, first?.page.height]);
      } else {
        // A spreadsheet: an Office Open XML (zip) or legacy (OLE) file.
        expect(output.subarray(0, 2).toString('latin1')).toMatch(/^(PK|\xd0\xcf)$/u);
        expect(output.length).toBeGreaterThan(1000);
      }
    },
    180_000,
  );

  it('refuses a format the kind does not offer and more employees than it takes', () => {
    const cv = job('cv', 'pdf');
    expect(RenderJobPayload.safeParse({ ...cv, format: 'zip' }).success).toBe(false);
    const ids = fixtureIds(2, 12);
    expect(RenderJobPayload.safeParse({ ...cv, employeeIds: ids, versions: ['a', 'b'] }).success).toBe(false);
    expect(RenderJobPayload.safeParse(job('cvBatch', 'zip')).success).toBe(true);
  });

  it('takes no employees only for the status report', () => {
    const none = { employeeIds: [], versions: [] };
    expect(RenderJobPayload.safeParse({ ...job('statusReport', 'pdf'), ...none }).success).toBe(true);
    expect(RenderJobPayload.safeParse({ ...job('letters', 'pdf'), ...none }).success).toBe(false);
  });

  // An employee changed between the request (where the API checks) and the render.
  it.each([
    ['enjaz', { embassyProcess: null }, PAPER.A4],
    ['contract', { contactPerson: null }, PAPER.Letter],
    ['kuwaitContract', { visa: { visaNumber: '6000000001' } }, PAPER.A3],
  ] as const)(
    "%s: 'Please fill all the required Data' on its paper when a required part is missing",
    async (kind, missing, paper) => {
      const store = new OutputStore(mkdtempSync(join(tmpdir(), 'registry-')));
      const data = {
        ...fixtureDataSource(),
        employees: async (_: string, ids: string[]) =>
          ids.map((id) => ({ ...fixtureEmployee(id), ...missing })),
      };
      const input = job(kind, 'pdf');
      const result = await handleRenderJob(input, { data, store, printScale: 1, pool, progress: () => {} });
      const pdf = await store.read(result.outputKey);
      expect(round(pdfPageSizes(pdf))).toEqual(round([paper]));
      expect(pdfText(pdf)).toContain(REQUIRED_DATA_MESSAGE);
      expect(pdfText(pdf)).not.toContain(fixtureEmployee(input.employeeIds[0]!).passportNumber);
    },
    60_000,
  );
});
