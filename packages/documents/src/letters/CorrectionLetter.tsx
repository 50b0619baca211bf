import {
  agencyName,
  amharicNameText,
  formatDocumentDate,
  formatEthiopianDate,
  label,
  labourIdText,
  type CorrectionLetterOptions,
  type CorrectionLetterType,
} from '@placement/domain';
import type { CSSProperties, ReactElement } from 'react';
import { pageForPaper, type DocumentPage } from '../DocumentPage';
import {
  ADDRESSEE_LINES,
  LETTER_COLUMNS,
  LETTER_SUBJECT,
  LETTER_TEXT,
  letterBody,
} from './correctionLetterWording';

/** The parts of an employee a correction letter lists (structural: API records pass as they are). */
export interface LetterEmployee {
  id: string;
  givenName?: string | null;
  surName?: string | null;
  passportNumber?: string | null;
  sex?: string | null;
  visa?: { visaNumber?: string | null } | null;
  additionalData?: { fullNameAmharic?: string | null; labourId?: string | null } | null;
}

/** The sending agency: its header image, or its names and address drawn when it has none. */
export interface LetterAgency {
  displayName?: string | null;
  nameAmharic?: string | null;
  managerNameAmharic?: string | null;
  header?: string | null;
  address?: { telephone?: string | null; city?: string | null; streetAddress?: string | null } | null;
}

export interface CorrectionLetterProps {
  agency: LetterAgency;
  options: CorrectionLetterOptions;
  /** The employees on this page. */
  rows: LetterEmployee[];
  /** All employees in the letter: the wording agrees with one or several. */
  employeeCount: number;
  /** Number of the first row on this page (rows are numbered across pages). */
  firstNumber: number;
  pageNumber: number;
  pageCount: number;
}

export const LETTER_PAGE: DocumentPage = pageForPaper('A4');
const MARGIN = 100;
const CONTENT = LETTER_PAGE.width - 2 * MARGIN;
/** Rows under the opening of the first page, and on a continuation page. */
export const LETTER_ROWS_FIRST_PAGE = 15;
export const LETTER_ROWS_NEXT_PAGE = 28;
/** Room the thanks, regards and signature block take at the end, counted in table rows. */
export const LETTER_CLOSING_ROWS = 10;
/** Characters of a reason on one printed line; each further line takes about one row's height. */
const REASON_LINE = 70;

const FONT = "'Noto Sans', 'Noto Sans Ethiopic'";
const LINE = '#7b8794';
const flex: CSSProperties = { display: 'flex' };
const cell: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  padding: '6px 10px',
  marginRight: 1,
  background: '#ffffff',
  fontSize: 19,
};
const WIDTHS = [70, 340, 210, 250, 170] as const;

function columnTitles(type: CorrectionLetterType): string[] {
  return [
    LETTER_COLUMNS.number,
    LETTER_COLUMNS.name,
    LETTER_COLUMNS.passport,
    LETTER_COLUMNS.byType[type],
    LETTER_COLUMNS.labourId,
  ];
}

function typeValue(type: CorrectionLetterType, employee: LetterEmployee): string {
  if (type === 'name') return amharicNameText(employee);
  if (type === 'sex') return label('sex', employee.sex, 'am') || '-';
  return employee.visa?.visaNumber?.trim() || '-';
}

function Letterhead({ agency }: { agency: LetterAgency }) {
  if (agency.header) {
    return (
      <div style={{ ...flex, width: CONTENT, height: 190 }}>
        <img
          src={agency.header}
          alt={agency.displayName ?? ''}
          width={CONTENT}
          height={190}
          style={{ width: CONTENT, height: 190, objectFit: 'contain' }}
        />
      </div>
    );
  }
  const address = [agency.address?.streetAddress, agency.address?.city, agency.address?.telephone]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' · ');
  return (
    <div style={{ ...flex, flexDirection: 'column', alignItems: 'center', width: CONTENT }}>
      <div style={{ ...flex, fontSize: 36, fontWeight: 700 }}>{agencyName(agency)}</div>
      {agency.nameAmharic && agency.displayName ? (
        <div style={{ ...flex, fontSize: 26, fontWeight: 700 }}>{agency.displayName}</div>
      ) : null}
      {address ? <div style={{ ...flex, fontSize: 20, color: '#3e4c59' }}>{address}</div> : null}
    </div>
  );
}

function Opening({
  agency,
  options,
  employeeCount,
}: Omit<CorrectionLetterProps, 'rows' | 'firstNumber' | 'pageNumber' | 'pageCount'>) {
  return (
    <div style={{ ...flex, flexDirection: 'column', width: CONTENT }}>
      <Letterhead agency={agency} />
      <div style={{ ...flex, height: 3, background: '#1f2933', marginTop: 14, marginBottom: 24 }} />
      <div style={{ ...flex, flexDirection: 'column', alignItems: 'flex-end', fontSize: 22 }}>
        <div style={flex}>
          <div style={{ ...flex, marginRight: 10 }}>{LETTER_TEXT.number}</div>
          <div style={{ ...flex, fontWeight: 700 }}>{options.letterNumber}</div>
        </div>
        <div style={flex}>
          <div style={{ ...flex, marginRight: 10 }}>{LETTER_TEXT.date}</div>
          <div style={flex}>{formatEthiopianDate(options.letterDate)}</div>
        </div>
        <div style={flex}>{`(${formatDocumentDate(options.letterDate)})`}</div>
      </div>
      <div style={{ ...flex, flexDirection: 'column', fontSize: 24, fontWeight: 700, marginTop: 10 }}>
        {ADDRESSEE_LINES[options.addressee].map((line, i, lines) => (
          <div key={line} style={{ ...flex, textDecoration: i === lines.length - 1 ? 'underline' : 'none' }}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ ...flex, justifyContent: 'center', fontSize: 24, marginTop: 30 }}>
        <div style={{ ...flex, fontWeight: 700, marginRight: 10 }}>{LETTER_TEXT.subject}</div>
        <div style={{ ...flex, fontWeight: 700, textDecoration: 'underline' }}>
          {LETTER_SUBJECT[options.letterType]}
        </div>
      </div>
      <div style={{ ...flex, fontSize: 23, lineHeight: 1.7, marginTop: 24, textAlign: 'justify' }}>
        {letterBody(options.letterType, employeeCount)}
      </div>
      {options.reason ? (
        <div style={{ ...flex, fontSize: 23, lineHeight: 1.6, marginTop: 8 }}>
          <div style={{ ...flex, fontWeight: 700, marginRight: 10, flexShrink: 0 }}>{LETTER_TEXT.reason}</div>
          <div style={flex}>{options.reason}</div>
        </div>
      ) : null}
    </div>
  );
}

function EmployeeTable({
  type,
  rows,
  firstNumber,
}: {
  type: CorrectionLetterType;
  rows: LetterEmployee[];
  firstNumber: number;
}) {
  const titles = columnTitles(type);
  return (
    <div
      style={{
        ...flex,
        flexDirection: 'column',
        alignSelf: 'flex-start',
        marginTop: 24,
        background: LINE,
        padding: '1px 0 0 1px',
      }}
    >
      <div style={{ ...flex, marginBottom: 1, fontWeight: 700 }}>
        {titles.map((title, i) => (
          <div
            key={title}
            style={{ ...cell, width: (WIDTHS[i] ?? 1) - 1, background: '#e4e7eb', minHeight: 50 }}
          >
            {title}
          </div>
        ))}
      </div>
      {rows.map((employee, i) => {
        const values = [
          String(firstNumber + i),
          `${employee.givenName ?? ''} ${employee.surName ?? ''}`.trim().toUpperCase(),
          employee.passportNumber ?? '',
          typeValue(type, employee),
          labourIdText(employee.additionalData?.labourId),
        ];
        return (
          <div key={employee.id} style={{ ...flex, marginBottom: 1 }}>
            {values.map((value, c) => (
              <div key={c} style={{ ...cell, width: (WIDTHS[c] ?? 1) - 1, minHeight: 46 }}>
                {value}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

function Closing({ agency }: { agency: LetterAgency }) {
  return (
    <div style={{ ...flex, flexDirection: 'column', fontSize: 23, marginTop: 30 }}>
      <div style={flex}>{LETTER_TEXT.thanks}</div>
      <div style={{ ...flex, justifyContent: 'center', marginTop: 30, fontWeight: 700 }}>
        {LETTER_TEXT.regards}
      </div>
      <div style={{ ...flex, flexDirection: 'column', alignItems: 'flex-end', marginTop: 40 }}>
        <div style={{ ...flex, fontWeight: 700 }}>{agency.managerNameAmharic?.trim() || ' '}</div>
        <div style={flex}>{LETTER_TEXT.manager}</div>
        <div style={{ ...flex, marginTop: 24 }}>{`${LETTER_TEXT.signature} ______________________`}</div>
        <div style={{ ...flex, marginTop: 16 }}>{LETTER_TEXT.stamp}</div>
      </div>
    </div>
  );
}

/**
 * One A4 page of an Amharic correction letter. The first page carries the letterhead, number and date, the
 * addressee, the subject and the request; every page carries its part of the employee table; the last page
 * closes with thanks and the manager's signature block.
 */
export function CorrectionLetter(props: CorrectionLetterProps) {
  const { agency, options, rows, firstNumber, pageNumber, pageCount } = props;
  return (
    <div
      style={{
        ...flex,
        flexDirection: 'column',
        width: LETTER_PAGE.width,
        height: LETTER_PAGE.height,
        padding: `80px ${MARGIN}px 60px`,
        background: '#ffffff',
        color: '#111111',
        fontFamily: FONT,
      }}
    >
      {pageNumber === 1 ? (
        <Opening agency={agency} options={options} employeeCount={props.employeeCount} />
      ) : (
        <div style={{ ...flex, justifyContent: 'space-between', fontSize: 20, color: '#3e4c59' }}>
          <div style={flex}>{LETTER_TEXT.continued}</div>
          <div style={flex}>{options.letterNumber}</div>
        </div>
      )}
      {rows.length > 0 ? (
        <EmployeeTable type={options.letterType} rows={rows} firstNumber={firstNumber} />
      ) : null}
      {pageNumber === pageCount ? <Closing agency={agency} /> : null}
      {pageCount > 1 ? (
        <div style={{ ...flex, marginTop: 'auto', justifyContent: 'center', fontSize: 18, color: '#3e4c59' }}>
          {LETTER_TEXT.page(pageNumber, pageCount)}
        </div>
      ) : null}
    </div>
  );
}

export interface CorrectionLetterPage {
  /** Its props are the page's whole description (the render service sends them to its layout threads). */
  element: ReactElement<CorrectionLetterProps>;
  page: DocumentPage;
}

/** How many rows each page holds: the last page keeps room for the closing and at least one row with it. */
export function letterPageSizes(count: number, firstPageRows = LETTER_ROWS_FIRST_PAGE): number[] {
  const sizes: number[] = [];
  let remaining = count;
  for (let page = 0; ; page++) {
    const capacity = page === 0 ? firstPageRows : LETTER_ROWS_NEXT_PAGE;
    if (remaining <= capacity - LETTER_CLOSING_ROWS) {
      sizes.push(remaining);
      return sizes;
    }
    const take = Math.min(capacity, remaining - 1);
    sizes.push(take);
    remaining -= take;
  }
}

/**
 * One letter for all the chosen employees, as pages. A letter number names one letter (and its file), so the
 * employees are listed in its table rather than each getting a letter of their own.
 */
export function correctionLetterPages(
  employees: LetterEmployee[],
  options: { agency: LetterAgency; letter: CorrectionLetterOptions },
): CorrectionLetterPage[] {
  const reasonLines = Math.ceil((options.letter.reason?.length ?? 0) / REASON_LINE);
  const sizes = letterPageSizes(employees.length, LETTER_ROWS_FIRST_PAGE - Math.max(0, reasonLines - 1));
  let first = 0;
  return sizes.map((size, index) => {
    const rows = employees.slice(first, first + size);
    const element = (
      <CorrectionLetter
        agency={options.agency}
        options={options.letter}
        rows={rows}
        employeeCount={employees.length}
        firstNumber={first + 1}
        pageNumber={index + 1}
        pageCount={sizes.length}
      />
    );
    first += size;
    return { element, page: LETTER_PAGE };
  });
}
