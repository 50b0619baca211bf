import {
  agencyName,
  amharicNameText,
  formatDocumentDate,
  formatEthiopianDate,
  labourIdText,
  statusLabel,
  telephoneText,
  type StatusReportOptions,
} from '@placement/domain';
import { pageForPaper, type DocumentPage } from '../DocumentPage';
import { ADDRESSEE_LINES, LETTER_TEXT } from '../letters/correctionLetterWording';
import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import { column, flex, MUTED, pageStyle, RULE, SHADE } from '../shared/printStyle';
import type { PrintedPage } from '../visa-application/visaApplicationPages';

export const STATUS_REPORT_PAGE: DocumentPage = pageForPaper('A4');
const MARGIN = 90;
const CONTENT = STATUS_REPORT_PAGE.width - 2 * MARGIN;
/** Rows under the opening of the first page, and on a continuation page. */
export const REPORT_ROWS_FIRST_PAGE = 16;
export const REPORT_ROWS_NEXT_PAGE = 30;
const FONT = "'Noto Sans Ethiopic', 'Noto Sans'";

const COLUMNS = [
  { title: 'ተ.ቁ.', width: 70 },
  { title: 'ሙሉ ስም', width: 330 },
  { title: 'የፓስፖርት ቁጥር', width: 180 },
  { title: 'የሌበር መለያ ቁጥር', width: 180 },
  { title: 'ስልክ', width: CONTENT - 70 - 330 - 180 - 180 },
];

export interface StatusReportProps {
  agency: DocumentCompany;
  options: StatusReportOptions;
  rows: DocumentEmployee[];
  employeeCount: number;
  firstNumber: number;
  pageNumber: number;
  pageCount: number;
}

const cell = {
  ...flex,
  alignItems: 'center',
  padding: '4px 8px',
  marginRight: 1,
  background: '#ffffff',
} as const;

function Opening({
  agency,
  options,
  employeeCount,
}: Pick<StatusReportProps, 'agency' | 'options' | 'employeeCount'>) {
  const status = statusLabel(options.status, 'am');
  return (
    <div style={{ ...column, width: CONTENT }}>
      <div style={{ ...column, alignItems: 'center' }}>
        <div style={{ ...flex, fontSize: 32, fontWeight: 700 }}>{agencyName(agency)}</div>
        {agency.nameAmharic && agency.displayName ? (
          <div style={{ ...flex, fontSize: 24, fontWeight: 700 }}>{agency.displayName}</div>
        ) : null}
      </div>
      <div style={{ ...flex, height: 3, background: '#1f2933', marginTop: 12, marginBottom: 20 }} />
      <div style={{ ...column, alignItems: 'flex-end', fontSize: 21 }}>
        <div style={flex}>{`${LETTER_TEXT.number} ${options.letterNumber}`}</div>
        <div style={flex}>{`${LETTER_TEXT.date} ${formatEthiopianDate(options.letterDate)}`}</div>
        <div style={{ ...flex, color: MUTED }}>{`(${formatDocumentDate(options.letterDate)})`}</div>
      </div>
      <div style={{ ...column, fontSize: 22, fontWeight: 700, marginTop: 8 }}>
        {ADDRESSEE_LINES[options.addressee].map((line) => (
          <div key={line} style={flex}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ ...flex, justifyContent: 'center', fontSize: 23, fontWeight: 700, marginTop: 24 }}>
        {`${LETTER_TEXT.subject} «${status}» ሁኔታ ላይ የሚገኙ ሠራተኞችን ሪፖርት ይመለከታል`}
      </div>
      <div style={{ ...flex, fontSize: 21, lineHeight: 1.7, marginTop: 18 }}>
        {`ከ${formatEthiopianDate(options.from)} (${formatDocumentDate(options.from)}) እስከ ${formatEthiopianDate(options.to)} (${formatDocumentDate(options.to)}) ድረስ «${status}» ሁኔታ ላይ የሚገኙ ${employeeCount} ሠራተኞች ዝርዝር ከዚህ በታች ቀርቧል።`}
      </div>
    </div>
  );
}

/**
 * One A4 page of the Amharic status report (spec 02 §2.9 item 7): the employees in one status between two days,
 * with the letter number and date and one of the two addressees. Names, labour ids and phones follow the
 * report's fallbacks (Amharic name above 8 characters, labour id above 5, telephone above 8, else '-').
 */
export function StatusReport(props: StatusReportProps) {
  const { agency, options, rows, firstNumber, pageNumber, pageCount } = props;
  return (
    <div
      style={{
        ...pageStyle(STATUS_REPORT_PAGE.width, STATUS_REPORT_PAGE.height, `70px ${MARGIN}px 50px`),
        fontFamily: FONT,
      }}
    >
      {pageNumber === 1 ? (
        <Opening agency={agency} options={options} employeeCount={props.employeeCount} />
      ) : (
        <div style={{ ...flex, justifyContent: 'space-between', fontSize: 19, color: MUTED }}>
          <div style={flex}>{LETTER_TEXT.continued}</div>
          <div style={flex}>{options.letterNumber}</div>
        </div>
      )}
      <div
        style={{
          ...column,
          alignSelf: 'flex-start',
          marginTop: 20,
          background: RULE,
          padding: '1px 0 0 1px',
        }}
      >
        <div style={{ ...flex, marginBottom: 1, fontWeight: 700 }}>
          {COLUMNS.map((c) => (
            <div
              key={c.title}
              style={{ ...cell, width: c.width - 1, minHeight: 46, background: SHADE, fontSize: 18 }}
            >
              {c.title}
            </div>
          ))}
        </div>
        {rows.map((employee, i) => {
          const values = [
            String(firstNumber + i),
            amharicNameText(employee),
            employee.passportNumber ?? '',
            labourIdText(employee.additionalData?.labourId),
            telephoneText(employee.address?.telephone),
          ];
          return (
            <div key={employee.id} style={{ ...flex, marginBottom: 1 }}>
              {values.map((value, c) => (
                <div
                  key={c}
                  style={{ ...cell, width: (COLUMNS[c]?.width ?? 1) - 1, minHeight: 42, fontSize: 18 }}
                >
                  {value}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {pageNumber === pageCount ? (
        <div style={{ ...column, alignItems: 'flex-end', fontSize: 21, marginTop: 30 }}>
          <div style={{ ...flex, alignSelf: 'center', fontWeight: 700 }}>{LETTER_TEXT.regards}</div>
          <div style={{ ...flex, fontWeight: 700, marginTop: 30 }}>
            {agency.managerNameAmharic?.trim() || ' '}
          </div>
          <div style={flex}>{LETTER_TEXT.manager}</div>
          <div style={{ ...flex, marginTop: 18 }}>{`${LETTER_TEXT.signature} ______________________`}</div>
        </div>
      ) : null}
      {pageCount > 1 ? (
        <div style={{ ...flex, marginTop: 'auto', justifyContent: 'center', fontSize: 18, color: MUTED }}>
          {LETTER_TEXT.page(pageNumber, pageCount)}
        </div>
      ) : null}
    </div>
  );
}

/** How many rows each page holds; the last page keeps room for the closing (about eight rows). */
export function statusReportPageSizes(count: number): number[] {
  const closing = 8;
  const sizes: number[] = [];
  let remaining = count;
  for (let page = 0; ; page++) {
    const capacity = page === 0 ? REPORT_ROWS_FIRST_PAGE : REPORT_ROWS_NEXT_PAGE;
    if (remaining <= capacity - closing) {
      sizes.push(remaining);
      return sizes;
    }
    const take = Math.min(capacity, remaining - 1);
    sizes.push(take);
    remaining -= take;
  }
}

/** The whole report as pages, rows numbered across pages. */
export function statusReportPages(
  employees: DocumentEmployee[],
  options: { agency: DocumentCompany; report: StatusReportOptions },
): PrintedPage[] {
  const sizes = statusReportPageSizes(employees.length);
  let first = 0;
  return sizes.map((size, index) => {
    const rows = employees.slice(first, first + size);
    const element = (
      <StatusReport
        agency={options.agency}
        options={options.report}
        rows={rows}
        employeeCount={employees.length}
        firstNumber={first + 1}
        pageNumber={index + 1}
        pageCount={sizes.length}
      />
    );
    first += size;
    return { element, page: STATUS_REPORT_PAGE };
  });
}
