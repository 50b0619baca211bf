// Names of downloaded files (spec 01 §7, spec 02 §9). `base` is usually the employee's given name (the CV is
// named after it alone) or a letter number; characters that cannot appear in a file name are replaced.
export const EXPORT_FILE_SUFFIXES = {
  enjaz: '_Enjaz.pdf',
  contract: '_Contract.pdf',
  kuwaitContract: '_KuwaitContract.pdf',
  tasheer: '_Tasheer.xls',
  export: '_Export.xlsx',
  cv: '.pdf',
  letter: '.pdf',
} as const;

export type ExportFileKind = keyof typeof EXPORT_FILE_SUFFIXES;

export function exportFileName(kind: ExportFileKind, base: string | null | undefined): string {
  const safe = (base ?? '')
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ');
  return `${safe || 'document'}${EXPORT_FILE_SUFFIXES[kind]}`;
}
