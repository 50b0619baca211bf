import JSZip from 'jszip';
import { CV_PAGE_SIZE, CvTemplate, cvPageNumbers, type CvAgency } from '@placement/cv-templates';
import { correctionLetterPages, cvPage, embassyListPages, FULL_EXPORT_COLUMNS } from '@placement/documents';
import type { CvTemplateSettings } from '@placement/domain';
import { exportFileName } from '@placement/domain';
import { renderDocument, addDocumentPage, type DocumentPageInput } from '../pipeline/renderDocument';
import { createPdfWriter } from '../pdf/writePdf';
import { writeSpreadsheet } from '../spreadsheet/writeSpreadsheet';
import type { OutputStore } from '../cache/OutputStore';
import type { RenderDataSource, RenderEmployee } from './RenderDataSource';
import { outputExtension, renderJobId, RenderJobPayload } from './RenderJobPayload';

export interface RenderJobContext {
  data: RenderDataSource;
  store: OutputStore;
  /** Reports progress, 0-100. */
  progress: (percent: number) => void | Promise<void>;
  pdfScale?: number;
}

export interface RenderJobResult {
  /** Name of the output in the store. */
  outputKey: string;
  /** True when an identical earlier render was reused. */
  cached: boolean;
}

/** Raised for a payload that can never succeed: the queue fails such a job once, without retries. */
export class InvalidRenderJob extends Error {
  override name = 'InvalidRenderJob';
}

export function outputKeyFor(payload: RenderJobPayload): string {
  return `${renderJobId(payload)}.${outputExtension(payload)}`;
}

function cvPagesFor(
  employee: RenderEmployee,
  agency: CvAgency,
  settings: CvTemplateSettings,
  placement: 'sheet' | 'spec-mm',
): DocumentPageInput[] {
  return cvPageNumbers(settings).map((page) => ({
    element: <CvTemplate employee={employee} agency={agency} settings={settings} page={page} />,
    page: cvPage(CV_PAGE_SIZE, page, placement),
  }));
}

/**
 * The one job handler: the BullMQ worker and the in-process queue both call it. Validates the payload, serves
 * an existing output for the same content key, otherwise loads the records and renders.
 */
export async function handleRenderJob(raw: unknown, ctx: RenderJobContext): Promise<RenderJobResult> {
  const parsed = RenderJobPayload.safeParse(raw);
  if (!parsed.success)
    throw new InvalidRenderJob(`Invalid render job: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const payload = parsed.data;
  const outputKey = outputKeyFor(payload);
  if (await ctx.store.has(outputKey)) {
    await ctx.progress(100);
    return { outputKey, cached: true };
  }
  const employees = await ctx.data.employees(payload.companyId, payload.employeeIds, {
    pictures: payload.kind === 'cv' || payload.kind === 'cvBatch',
  });
  if (employees.length === 0) throw new InvalidRenderJob('None of the employees can be found');
  const { agency, settings } = await ctx.data.company(payload.companyId);
  const pdfScale = ctx.pdfScale ?? 2;
  let output: Buffer;
  const step = (done: number, total: number) => ctx.progress(Math.floor((done / total) * 99));

  if (payload.kind === 'cv') {
    const [employee] = employees as [RenderEmployee];
    const pages = cvPagesFor(employee, agency, settings, payload.placement);
    const out = await renderDocument(
      pages,
      { pdf: payload.format === 'pdf', png: payload.format === 'png' },
      {
        pdfScale,
        onProgress: step,
      },
    );
    // A PNG CV is its personal page: the picture a user shares.
    output = payload.format === 'pdf' ? (out.pdf as Buffer) : (out.pngs[0] as Buffer);
  } else if (payload.kind === 'cvBatch' && payload.format === 'pdf') {
    const writer = createPdfWriter({ title: 'CVs' });
    let done = 0;
    for (const employee of employees) {
      for (const page of cvPagesFor(employee, agency, settings, payload.placement))
        await addDocumentPage(writer, page, pdfScale);
      await step(++done, employees.length);
    }
    output = await writer.finish();
  } else if (payload.kind === 'cvBatch') {
    const zip = new JSZip();
    const used = new Map<string, number>();
    let done = 0;
    for (const employee of employees) {
      const out = await renderDocument(
        cvPagesFor(employee, agency, settings, payload.placement),
        { pdf: true },
        { pdfScale },
      );
      const base = exportFileName('cv', employee.givenName ?? employee.id).replace(/\.pdf$/u, '');
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      zip.file(`${base}${count > 1 ? `-${count}` : ''}.pdf`, out.pdf as Buffer);
      await step(++done, employees.length);
    }
    output = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  } else if (payload.kind === 'letters') {
    const pages = correctionLetterPages(employees, { agency, letter: payload.letter });
    const out = await renderDocument(pages, { pdf: true }, { pdfScale, onProgress: step, title: 'Letter' });
    output = out.pdf as Buffer;
  } else if (payload.kind === 'export') {
    output = await writeSpreadsheet(FULL_EXPORT_COLUMNS, employees, {
      sheetName: 'Export',
      onProgress: step,
    });
  } else {
    const pages = embassyListPages(employees, { agencyName: agency.displayName ?? '', date: payload.date });
    const out = await renderDocument(
      pages,
      { pdf: true },
      { pdfScale: Math.min(pdfScale, 1.5), onProgress: step },
    );
    output = out.pdf as Buffer;
  }
  await ctx.store.write(outputKey, output);
  await ctx.progress(100);
  return { outputKey, cached: false };
}
