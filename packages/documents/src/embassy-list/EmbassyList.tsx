import { formatDocumentDate, isInEmbassyList } from '@placement/domain';
import type { CSSProperties, ReactElement } from 'react';
import { barcodeImage } from '../codes/barcodeImage';
import { pageForPaper, type DocumentPage } from '../DocumentPage';

export interface EmbassyListEmployee {
  id: string;
  givenName?: string | null;
  surName?: string | null;
  passportNumber?: string | null;
  visa?: { visaNumber?: string | null; sponsorName?: string | null } | null;
  embassyProcess?: { enjazNumber?: string | null } | null;
}

export interface EmbassyListProps {
  agencyName: string;
  /** The list's date, printed dd-MMM-yyyy. */
  date: Date | string;
  rows: EmbassyListEmployee[];
  /** Number of the first row on this page (rows are numbered across pages). */
  firstNumber: number;
  pageNumber: number;
  pageCount: number;
}

export const EMBASSY_LIST_PAGE: DocumentPage = pageForPaper('A4');
/** Rows that fit under the header of an A4 page at 150 px per inch. */
export const EMBASSY_LIST_ROWS_PER_PAGE = 22;

/**
 * Grid lines are the table's grey background showing through 1 px gaps between white cells, not CSS borders:
 * satori draws each border as a stroke clipped to its box, and resvg rasterises every clip as a page-sized
 * coverage mask, one per cell border (docs/performance.md#embassylist).
 */
const LINE = '#9aa5b1';
const cell: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  padding: '0 8px',
  marginRight: 1,
  height: '100%',
  background: '#ffffff',
};
const COLUMNS = [
  { title: 'No.', width: 70 },
  { title: 'Full name', width: 330 },
  { title: 'Passport No.', width: 170 },
  { title: 'Visa No.', width: 170 },
  { title: 'Application No.', width: 400 },
];

/** One page of the embassy list: a header and up to EMBASSY_LIST_ROWS_PER_PAGE rows with a code128 barcode. */
export function EmbassyList({
  agencyName,
  date,
  rows,
  firstNumber,
  pageNumber,
  pageCount,
}: EmbassyListProps) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: EMBASSY_LIST_PAGE.width,
        height: EMBASSY_LIST_PAGE.height,
        padding: 50,
        background: '#ffffff',
        fontFamily: "'Noto Sans'",
        fontSize: 18,
        color: '#111111',
      }}
    >
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 16 }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 700 }}>Embassy List</div>
          <div style={{ display: 'flex', fontSize: 20 }}>{agencyName}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
          <div style={{ display: 'flex' }}>{formatDocumentDate(date)}</div>
          <div style={{ display: 'flex' }}>{`Page ${pageNumber} of ${pageCount}`}</div>
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignSelf: 'flex-start',
          background: LINE,
          padding: '1px 0 0 1px',
        }}
      >
        <div style={{ display: 'flex', height: 43, marginBottom: 1, fontWeight: 700 }}>
          {COLUMNS.map((c) => (
            <div key={c.title} style={{ ...cell, width: c.width - 1, background: '#e6ebf0' }}>
              {c.title}
            </div>
          ))}
        </div>
        {rows.map((row, i) => {
          const application = (row.embassyProcess?.enjazNumber ?? '').trim();
          // At its own size (two pixels a module): squeezed into a fixed box, the longest numbers stopped
          // decoding from a 150 dpi print.
          const code = barcodeImage(application, 'code128', 8);
          return (
            <div key={row.id} style={{ display: 'flex', height: 65, marginBottom: 1 }}>
              <div style={{ ...cell, width: (COLUMNS[0]?.width ?? 1) - 1 }}>{String(firstNumber + i)}</div>
              <div style={{ ...cell, width: (COLUMNS[1]?.width ?? 1) - 1, fontSize: 16 }}>
                {`${row.givenName ?? ''} ${row.surName ?? ''}`.trim().toUpperCase()}
              </div>
              <div style={{ ...cell, width: (COLUMNS[2]?.width ?? 1) - 1 }}>{row.passportNumber ?? ''}</div>
              <div style={{ ...cell, width: (COLUMNS[3]?.width ?? 1) - 1 }}>{row.visa?.visaNumber ?? ''}</div>
              <div style={{ ...cell, width: (COLUMNS[4]?.width ?? 1) - 1, justifyContent: 'space-between' }}>
                <img src={code.src} width={code.width} height={code.height} alt="" />
                <div style={{ display: 'flex', fontSize: 16 }}>{application}</div>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

export interface EmbassyListPage {
  element: ReactElement;
  page: DocumentPage;
}

/** The whole list as pages: only employees that belong on it (isInEmbassyList), numbered across pages. */
export function embassyListPages(
  employees: EmbassyListEmployee[],
  options: { agencyName: string; date: Date | string; rowsPerPage?: number },
): EmbassyListPage[] {
  const perPage = options.rowsPerPage ?? EMBASSY_LIST_ROWS_PER_PAGE;
  const listed = employees.filter(isInEmbassyList);
  const pageCount = Math.max(1, Math.ceil(listed.length / perPage));
  const pages: EmbassyListPage[] = [];
  for (let p = 0; p < pageCount; p++) {
    const rows = listed.slice(p * perPage, (p + 1) * perPage);
    pages.push({
      element: (
        <EmbassyList
          agencyName={options.agencyName}
          date={options.date}
          rows={rows}
          firstNumber={p * perPage + 1}
          pageNumber={p + 1}
          pageCount={pageCount}
        />
      ),
      page: EMBASSY_LIST_PAGE,
    });
  }
  return pages;
}
