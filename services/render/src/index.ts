// The public API of @placement/render: turn a component with a page size into PNG, PDF, barcodes and spreadsheets.
export { renderSvg, type RenderedSvg, type SvgOptions } from './pipeline/renderSvg';
export { svgToPng, svgToPixels, type Raster, type RasterOptions } from './pipeline/renderPng';
export { visualText, type BaseDirection } from './text/visualText';
export { shapeArabic, hasRightToLeft } from './text/shapeArabic';
export { prepareElement } from './text/prepareElement';
export { renderFonts } from './fonts/renderFonts';
export {
  renderDocument,
  addDocumentPage,
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
  type RasterFallback,
} from './pdf/writePdf';
export { textRuns, type TextRun } from './pdf/textLayer';
export { RenderJobPayload, renderJobId, outputExtension, type RenderJobInput } from './jobs/RenderJobPayload';
export type { RenderDataSource, RenderEmployee, EmployeeLoadOptions } from './jobs/RenderDataSource';
export { writeSpreadsheet, type SpreadsheetOptions } from './spreadsheet/writeSpreadsheet';
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
export { cvPageDescriptions } from './pool/cvPageDescriptions';
export { embassyListPageDescriptions } from './pool/embassyListPageDescriptions';
export { pageElement } from './pool/pageElement';
export { layOutInOrder } from './pool/layOutInOrder';
export { renderPagesToPdf, type PoolPdfOptions } from './pool/renderPagesToPdf';
export {
  RenderQueueUnavailable,
  type RenderQueue,
  type RenderJobState,
  type RenderJobStatus,
} from './queue/RenderQueue';
export { InProcessRenderQueue } from './queue/InProcessRenderQueue';
export { BullMqRenderQueue, RENDER_QUEUE_NAME } from './queue/BullMqRenderQueue';
export { createRenderWorker, type RenderWorkerOptions } from './queue/createRenderWorker';
