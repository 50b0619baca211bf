import { LANGS } from '../enums';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from './importColumns';

// A file's header row matched to the import columns. A clerk's own spreadsheet rarely spells a header exactly
// as the template does, so case, spaces, dots, underscores and a trailing "*" (the template's required mark)
// do not matter, and any interface language's header or the field key is recognised.

const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._*:-]+/g, '');

const headerIndexes = new Map<ImportKind, Map<string, ImportColumn>>();

function headerIndex(kind: ImportKind): Map<string, ImportColumn> {
  let index = headerIndexes.get(kind);
  if (!index) {
    index = new Map();
    for (const column of IMPORT_COLUMNS[kind]) {
      index.set(normalise(column.key), column);
      for (const lang of LANGS) index.set(normalise(column.label[lang]), column);
    }
    headerIndexes.set(kind, index);
  }
  return index;
}

export interface ImportHeaders {
  /** For each column of the file, the import column it fills, or null when it is not imported. */
  columns: (ImportColumn | null)[];
  /** Headers of the file that are not imported (shown so a clerk sees a misspelt header). */
  ignored: string[];
  /** Required columns the file lacks: every row will miss these values. */
  missing: ImportColumn[];
}

export function matchImportHeaders(kind: ImportKind, headers: readonly string[]): ImportHeaders {
  const index = headerIndex(kind);
  const seen = new Set<string>();
  const ignored: string[] = [];
  const columns = headers.map((header) => {
    const column = index.get(normalise(header)) ?? null;
    // A second column with the same meaning would silently overwrite the first; it is reported instead.
    if (!column || seen.has(column.key)) {
      if (header.trim()) ignored.push(header.trim());
      return null;
    }
    seen.add(column.key);
    return column;
  });
  const missing = IMPORT_COLUMNS[kind].filter((column) => column.required && !seen.has(column.key));
  return { columns, ignored, missing };
}

/** The template's header of a column: its label, with "*" when a value is required. */
export function importHeader(column: ImportColumn, lang: (typeof LANGS)[number]): string {
  return column.required ? `${column.label[lang]} *` : column.label[lang];
}
