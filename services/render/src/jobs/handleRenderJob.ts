import type { OutputStore } from '../cache/OutputStore';
import { PRINT_SCALE } from '../pipeline/printScale';
import type { PagePool } from '../pool/PagePool';
import { THIS_THREAD } from '../pool/PageLayout';
import { sharedPagePool } from '../pool/sharedPagePool';
import type { DocumentInput, PrintFormat } from '../registry/RenderDocument';
import { RENDER_DOCUMENTS } from '../registry/renderDocuments';
import { printFiles } from './printFiles';
import type { RenderDataSource } from './RenderDataSource';
import { outputExtension, renderJobId, RenderJobPayload } from './RenderJobPayload';

export interface RenderJobContext {
  data: RenderDataSource;
  store: OutputStore;
  /** Reports progress, 0-100. */
  progress: (percent: number) => void | Promise<void>;
  /** Pixels per layout pixel of pictures in a PDF (see PRINT_SCALE, the default). */
  printScale?: number;
  /** Layout threads for documents of many pages; the process's shared pool when absent. */
  pool?: PagePool;
  /** Aborted when the job is cancelled: the handler stops at its next page or row and writes nothing. */
  signal?: AbortSignal;
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

/** Up to this many pages lay out on the job's own thread, where they start at once (a CV). */
const PAGES_ON_THIS_THREAD = 2;

/**
 * The one job handler: the BullMQ worker and the in-process queue both call it. Validates the payload, serves
 * an existing output for the same content key, otherwise loads the records and makes the kind's document as the
 * registry describes it.
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
  ctx.signal?.throwIfAborted();
  const document = RENDER_DOCUMENTS[payload.kind];
  const employees = await ctx.data.employees(payload.companyId, payload.employeeIds, {
    pictures: document.pictures,
    hideContact: payload.hideContact === true,
  });
  if (employees.length === 0 && payload.employeeIds.length > 0)
    throw new InvalidRenderJob('None of the employees can be found');
  const { agency, settings } = await ctx.data.company(payload.companyId);
  // The payload carries the kind's options beside the ids; the entry reads only its own.
  const input: DocumentInput<never> = { employees, agency, settings, options: payload as never };
  const step = (done: number, total: number) => {
    ctx.signal?.throwIfAborted();
    return ctx.progress(Math.floor((done / total) * 99));
  };
  let output: Buffer;
  if (document.output === 'spreadsheet') output = await document.write(input, step);
  else {
    const files = document.files(input);
    const pages = files.reduce((count, file) => count + file.pages.length, 0);
    output = await printFiles(files, {
      kind: payload.kind,
      format: payload.format as PrintFormat,
      title: document.title,
      layout: pages <= PAGES_ON_THIS_THREAD ? THIS_THREAD : (ctx.pool ?? sharedPagePool()),
      printScale: Math.min(ctx.printScale ?? PRINT_SCALE, document.maxPrintScale ?? Infinity),
      onPage: step,
    });
  }
  ctx.signal?.throwIfAborted();
  await ctx.store.write(outputKey, output);
  await ctx.progress(100);
  return { outputKey, cached: false };
}
