// The public API of @placement/render: turn a component with a page size into PNG, PDF, barcodes and spreadsheets.
export { renderSvg, type RenderedSvg, type SvgOptions } from './pipeline/renderSvg';
export { svgToPng, svgToPixels, type Raster, type RasterOptions } from './pipeline/renderPng';
export { PRINT_SCALE } from './pipeline/printScale';
export { printPdfWriter, type PrintOptions } from './pipeline/printPdfWriter';
export { visualText, type BaseDirection } from './text/visualText';
export { shapeArabic, hasRightToLeft } from './text/shapeArabic';
export { prepareElement } from './text/prepareElement';
export { renderFonts, renderFontFiles } from './fonts/renderFonts';
export {
  renderDocument,
  type DocumentPageInput,
  type RenderOptions,
  type RenderedDocument,
} from './pipeline/renderDocument';
export {
  writePdf,
  createPdfWriter,
  type PdfWriter,
  type PdfPageInput,
  type PdfOptions,
  type SvgPage,
  type RasterFallback,
} from './pdf/writePdf';
export { textRuns, type TextRun } from './pdf/textLayer';
export {
  RenderJobPayload,
  renderJobId,
  outputExtension,
  type RenderJobInput,
  type RenderJobOf,
} from './jobs/RenderJobPayload';
export {
  RENDER_DOCUMENTS,
  RENDER_KINDS,
  MAX_RENDER_EMPLOYEES,
  MAX_REPORT_EMPLOYEES,
  type RenderDocuments,
  type RenderKind,
} from './registry/renderDocuments';
export {
  printedDocument,
  printedPages,
  spreadsheet,
  type DocumentInput,
  type FileNameInput,
  type PrintedDocumentKind,
  type PrintedFile,
  type PrintedPage,
  type PrintFormat,
  type SpreadsheetKind,
} from './registry/RenderDocument';
export type {
  RenderAgency,
  RenderDataSource,
  RenderEmployee,
  EmployeeLoadOptions,
} from './jobs/RenderDataSource';
export { writeSpreadsheet, type SpreadsheetOptions } from './spreadsheet/writeSpreadsheet';
export { writeLegacySpreadsheet } from './spreadsheet/writeLegacySpreadsheet';
export {
  handleRenderJob,
  InvalidRenderJob,
  outputKeyFor,
  type RenderJobContext,
  type RenderJobResult,
} from './jobs/handleRenderJob';
export { OutputStore } from './cache/OutputStore';
export { PagePool, PageThreadFailed, defaultThreadCount, type PagePoolOptions } from './pool/PagePool';
export { sharedPagePool, closeSharedPagePool } from './pool/sharedPagePool';
export type { PageDescription } from './pool/PageDescription';
export type { LaidOutPage } from './pool/LaidOutPage';
export { pageElement } from './pool/pageElement';
export { layOutInOrder } from './pool/layOutInOrder';
export { THIS_THREAD, type PageLayout } from './pool/PageLayout';
export { printFiles, type PrintFilesOptions } from './jobs/printFiles';
export {
  RENDER_CANCELLED_MESSAGE,
  RENDER_INTERRUPTED_MESSAGE,
  RenderQueueUnavailable,
  type RenderQueue,
  type RenderJobState,
  type RenderJobStatus,
  type RenderJobCounts,
  type RenderJobLog,
  type FinishedRenderJob,
} from './queue/RenderQueue';
export { InProcessRenderQueue } from './queue/InProcessRenderQueue';
export { BullMqRenderQueue, RENDER_QUEUE_NAME } from './queue/BullMqRenderQueue';
export { createRenderWorker, type RenderWorkerOptions } from './queue/createRenderWorker';
export { logJobEvents } from './queue/logJobEvents';
