import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { DocumentPage } from '@placement/documents';
import type { CvTemplateSettings } from '@placement/domain';
import type { RenderAgency, RenderEmployee } from '../jobs/RenderDataSource';

/** What a job of any kind has loaded by the time its document is made, with the kind's own options. */
export interface DocumentInput<Options> {
  employees: RenderEmployee[];
  /** The user's company the job is printed for. */
  agency: RenderAgency;
  settings: CvTemplateSettings;
  options: Options;
}

/** What names the downloaded file, known when the API takes the request. */
export interface FileNameInput<Options> {
  options: Options;
  /** The output format asked for (pdf, png, zip, xlsx...): the file's extension. */
  format: string;
  /** The agency's display name, else its Amharic name. */
  companyName: string;
  /** Given name of the first employee asked for. */
  givenName: string;
  /** yyyy-mm-dd. */
  today: string;
}

/**
 * One printed page as plain data: the props of the kind's page component and the paper it is laid out on. It
 * crosses to a layout thread by structured clone, which rebuilds the same element there, so props hold only data
 * (no functions, no React elements) and only what the page prints.
 */
export interface PrintedPage<Props> {
  props: Props;
  page: DocumentPage;
}

/** The pages of one file: a zip holds one PDF per file, a PDF joins every file's pages. */
export interface PrintedFile<Props> {
  /** The file's name inside a zip, without extension. */
  name: string;
  pages: PrintedPage<Props>[];
}

export type PrintFormat = 'pdf' | 'png' | 'zip';

/** Common to every kind: its payload options, how its data is loaded and how its download is named. */
interface DocumentKindBase<Shape extends z.ZodRawShape> {
  /** Fields a job of this kind carries besides company, employee ids and versions; zod checks them. */
  options: Shape;
  /**
   * How many employees one job takes: at least one unless `min` is 0 (a report of nobody in a status is still a
   * letter to send).
   */
  employees: { min?: 0; max: number };
  /** False when nothing printed shows a photo: thousands of pictures are not read for nothing. */
  pictures: boolean;
  fileName(input: FileNameInput<z.infer<z.ZodObject<Shape>>>): string;
  /** Options a test renders this kind with, in every format (test/renderDocuments.test.ts). */
  example: z.input<z.ZodObject<Shape>>;
}

/** A document printed page by page: laid out by satori, written as vector PDF (or the first page as a PNG). */
export interface PrintedDocumentKind<
  Shape extends z.ZodRawShape,
  Props extends object,
> extends DocumentKindBase<Shape> {
  output: 'pages';
  /** The formats a user may ask for; the first is the default. */
  formats: readonly [PrintFormat, ...PrintFormat[]];
  /** The PDF's title. */
  title: string;
  /** The page component: a layout thread makes each page from it and the page's props. */
  component: ComponentType<Props>;
  files(input: DocumentInput<z.infer<z.ZodObject<Shape>>>): PrintedFile<Props>[];
  /** Highest print scale worth its cost for this document (e.g. a 23-page list of plain rows). */
  maxPrintScale?: number;
}

/** A document written as a spreadsheet, row by row. */
export interface SpreadsheetKind<Shape extends z.ZodRawShape> extends DocumentKindBase<Shape> {
  output: 'spreadsheet';
  formats: readonly ['xlsx' | 'xls'];
  write(
    input: DocumentInput<z.infer<z.ZodObject<Shape>>>,
    onProgress: (done: number, total: number) => void,
  ): Promise<Buffer>;
}

// The registry's entries are checked against these with `satisfies`; code reading any entry sees them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPrintedDocumentKind = PrintedDocumentKind<z.ZodRawShape, any>;
export type AnyDocumentKind = AnyPrintedDocumentKind | SpreadsheetKind<z.ZodRawShape>;

/** An entry of the registry, typed from its own shape and props. */
export function printedDocument<Shape extends z.ZodRawShape, Props extends object>(
  kind: PrintedDocumentKind<Shape, Props>,
): PrintedDocumentKind<Shape, Props> {
  return kind;
}

export function spreadsheet<Shape extends z.ZodRawShape>(
  kind: SpreadsheetKind<Shape>,
): SpreadsheetKind<Shape> {
  return kind;
}

/**
 * A documents-package page list (`{ element, page }` per page, each element one page component) as data for the
 * layout threads. Throws if a page is not the kind's component, since a thread would otherwise print something else.
 */
export function printedPages<Props extends object>(
  component: ComponentType<Props>,
  pages: { element: { type: unknown; props: unknown }; page: DocumentPage }[],
): PrintedPage<Props>[] {
  return pages.map(({ element, page }) => {
    if (element.type !== component) throw new Error(`A page is not a ${component.name}`);
    return { props: element.props as Props, page };
  });
}
