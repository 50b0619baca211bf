import JSZip from 'jszip';
import { cvPageNumbers, type CvAgency } from '@placement/cv-templates';
import type { CvTemplateSettings } from '@placement/domain';
import { exportFileName } from '@placement/domain';
import { correctionLetterPages, FULL_EXPORT_COLUMNS } from '@placement/documents';
import { renderDocument, type DocumentPageInput } from '../pipeline/renderDocument';
import { createPdfWriter } from '../pdf/writePdf';
import { writeSpreadsheet } from '../spreadsheet/writeSpreadsheet';
import { cvPageDescriptions } from '../pool/cvPageDescriptions';
import { embassyListPageDescriptions } from '../pool/embassyListPageDescriptions';
import { layOutInOrder } from '../pool/layOutInOrder';
import { pageElement } from '../pool/pageElement';
import type { PagePool } from '../pool/PagePool';
import { renderPagesToPdf } from '../pool/renderPagesToPdf';
import { sharedPagePool } from '../pool/sharedPagePool';
import type { OutputStore } from '../cache/OutputStore';
import type { RenderDataSource, RenderEmployee } from './RenderDataSource';
import { outputExtension, renderJobId, RenderJobPayload } from './RenderJobPayload';

export interface RenderJobContext {
  data: RenderDataSource;
  store: OutputStore;
  /** Reports progress, 0-100. */
  progress: (percent: number) => void | Promise<void>;
  pdfScale?: number;
  /** Layout threads for batches and lists; the process's shared pool when absent. */
  pool?: PagePool;
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
  return cvPageDescriptions(employee, agency, settings, placement).map(pageElement);
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
    // Batches and lists are laid out on the layout threads (every core); a single CV stays on this thread,
    // where it starts at once.
    const descriptions = employees.flatMap((employee) =>
      cvPageDescriptions(employee, agency, settings, payload.placement),
    );
    output = await renderPagesToPdf(ctx.pool ?? sharedPagePool(), descriptions, {
      title: 'CVs',
      pdfScale,
      onPage: step,
    });
  } else if (payload.kind === 'cvBatch') {
    const zip = new JSZip();
    const used = new Map<string, number>();
    const pagesPerCv = cvPageNumbers(settings).length;
    const descriptions = employees.flatMap((employee) =>
      cvPageDescriptions(employee, agency, settings, payload.placement),
    );
    let writer = createPdfWriter({ rasterScale: pdfScale });
    let done = 0;
    for await (const { page, rendered } of layOutInOrder(ctx.pool ?? sharedPagePool(), descriptions)) {
      writer.addSvgPage(page, rendered);
      await step(++done, descriptions.length);
      if (done % pagesPerCv !== 0) continue;
      const employee = employees[done / pagesPerCv - 1] as RenderEmployee;
      const base = exportFileName('cv', employee.givenName ?? employee.id).replace(/\.pdf$/u, '');
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      zip.file(`${base}${count > 1 ? `-${count}` : ''}.pdf`, await writer.finish());
      writer = createPdfWriter({ rasterScale: pdfScale });
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
    const descriptions = embassyListPageDescriptions(employees, {
      agencyName: agency.displayName ?? '',
      date: payload.date,
    });
    output = await renderPagesToPdf(ctx.pool ?? sharedPagePool(), descriptions, {
      title: 'Embassy list',
      pdfScale: Math.min(pdfScale, 1.5),
      onPage: step,
    });
  }
  await ctx.store.write(outputKey, output);
  await ctx.progress(100);
  return { outputKey, cached: false };
}
