import { useId } from 'react';
import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';
import { ALL_ROWS, PAGE_SIZE_OPTIONS, pageCount, pageRange } from './pageSizeOptions';
import { chevronEndIcon, chevronStartIcon } from '../icons/icons';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  padding: 6px 12px;
  /* Warning orange for sudan2 companies (spec 02 §2.1, cosmetic). */
  background: ${({ theme }) => theme.colors.pagination};
  color: ${({ theme }) => theme.colors.onPagination};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  select {
    font: inherit;
    padding: 4px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface PaginationProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  /** e.g. "Total Number of Employees"; shown with the count. */
  totalLabel: string;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function Pagination({ pageIndex, pageSize, total, totalLabel, ...props }: PaginationProps) {
  const text = useUiText();
  const sizeId = useId();
  const { from, to } = pageRange(pageIndex, pageSize, total);
  const pages = pageCount(pageSize, total);
  return (
    <Bar role="navigation" aria-label={totalLabel}>
      <strong>
        {totalLabel}: {total}
      </strong>
      <label htmlFor={sizeId}>{text.rowsPerPage}</label>
      <select
        id={sizeId}
        value={pageSize}
        onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
      >
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size === ALL_ROWS ? text.all : size}
          </option>
        ))}
      </select>
      <span aria-live="polite">
        {from}–{to} {text.ofTotal} {total}
      </span>
      <IconButton
        icon={chevronStartIcon}
        mirrorInRtl
        label={text.previousPage}
        disabled={pageIndex <= 0}
        onClick={() => props.onPageIndexChange(pageIndex - 1)}
      />
      <IconButton
        icon={chevronEndIcon}
        mirrorInRtl
        label={text.nextPage}
        disabled={pageIndex >= pages - 1}
        onClick={() => props.onPageIndexChange(pageIndex + 1)}
      />
    </Bar>
  );
}
