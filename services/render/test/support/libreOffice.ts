import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The CSV filter: comma-separated, double-quoted, UTF-8, cells as the reader shows them. */
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false';

/** RFC 4180 fields of a CSV text, row by row. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) field += char;
    else if (char === ',') endField();
    else if (char === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * The first sheet of a spreadsheet file as LibreOffice Calc (a real spreadsheet reader, run headless) reads and
 * shows it. A profile of its own per call, so parallel test files do not share one.
 */
export function sheetAsLibreOfficeShowsIt(data: Buffer, extension: string): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'libreoffice-'));
  try {
    const input = join(dir, `sheet.${extension}`);
    writeFileSync(input, data);
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        CSV_FILTER,
        '--outdir',
        dir,
        input,
      ],
      { stdio: 'ignore', timeout: 120_000, env: { ...process.env, LC_ALL: 'C.UTF-8' } },
    );
    return parseCsv(readFileSync(join(dir, 'sheet.csv'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
