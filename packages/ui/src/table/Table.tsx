import styled from 'styled-components';

/** The bordered, rounded box every table of the app sits in (DataTable's lists and plain tables alike). */
export const TableFrame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/**
 * A plain table in the app's look, for figures that need no paging or selection (e.g. the medical payments'
 * totals); DataTable's lists are drawn with it too. A visible caption titles it; cells marked `data-numeric`
 * line their figures up at the end, in digits of one width.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    padding: 12px 8px 8px;
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    /* 8 px a side: the employee list's twelve columns fit a 1280 px screen beside the menu, in English too. */
    padding: 8px;
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-weight: 700;
    background: ${({ theme }) => theme.colors.hover};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
  [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
