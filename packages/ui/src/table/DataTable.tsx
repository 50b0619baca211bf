import { useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from '@tanstack/react-table';
import { useUiText } from '../theme/UiProvider';
import { Pagination } from './Pagination';
import { SelectedPanel } from './SelectedPanel';
import { useMarkOverflowing } from './useMarkOverflowing';
import { usePaintedOnce } from './usePaintedOnce';
import { Table, TableFrame } from './Table';
import { ALL_ROWS, DEFAULT_PAGE_SIZE, SKELETON_ROWS } from './pageSizeOptions';

const Scroll = styled.div`
  overflow-x: auto;
  /* While the table scrolls sideways (useMarkOverflowing), a hairline marks the pinned column's start edge,
     where the other columns pass under it (a border would stay behind: collapsed borders do not move with a
     sticky cell). With room for every column nothing passes under it, and nothing is marked. */
  &[data-overflowing] [data-pinned='end']::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    width: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const ListTable = styled(Table)`
  /* A pinned column (the row's actions) stays at the row's end while a wide table scrolls sideways, so a
     clerk on a narrower screen can still edit or delete without scrolling every row into view. Opaque, so the
     columns scrolling under it do not show through. */
  [data-pinned='end'] {
    position: sticky;
    inset-inline-end: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
  /* The hover colour is see-through: laid over the opaque surface here, as a one-colour gradient. */
  th[data-pinned='end'],
  tbody tr:hover [data-pinned='end'] {
    background: linear-gradient(${({ theme }) => theme.colors.hover}, ${({ theme }) => theme.colors.hover})
      ${({ theme }) => theme.colors.surface};
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const shimmer = keyframes`
  from { opacity: 1; } 50% { opacity: 0.45; } to { opacity: 1; }
`;

const Skeleton = styled.span`
  display: block;
  height: 14px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

const Empty = styled.p`
  margin: 0;
  padding: 32px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Screens describe their columns with the table library's own type, taken from here with the table.
export type { ColumnDef } from '@tanstack/react-table';

export interface DataTableProps<Row> {
  /** Accessible name of the table, e.g. "Employees". */
  caption: string;
  rows: Row[];
  columns: ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  /** Visible column ids; every column shows when omitted. Lets one table serve several column sets. */
  visibleColumns?: string[];
  /** The column kept in view at the row's end (inline end: the left in Arabic) when the table scrolls. */
  pinnedEnd?: string;
  loading?: boolean;
  /** e.g. "No Employees Found...". */
  emptyText: string;
  emptyAction?: ReactNode;
  /** e.g. "Total Number of Employees". */
  totalLabel: string;
  /** Server paging: the list holds one page and this is the full count. Without it, the table pages itself. */
  totalCount?: number;
  pageIndex?: number;
  pageSize?: number;
  onPageChange?: (page: { pageIndex: number; pageSize: number }) => void;
  /** Selection moves rows out of the list into the Selected panel (spec 01 §2.3). */
  selectable?: boolean;
  selectedTitle?: string;
  rowLabel?: (row: Row) => string;
  selectedIds?: string[];
  onSelectedIdsChange?: (ids: string[]) => void;
}

// At least as many rows as the window can show (no row is under 40 px high), so the first screen is whole.
const firstScreenRows = () => Math.max(10, Math.ceil((globalThis.innerHeight || 800) / 40));

export function DataTable<Row>(props: DataTableProps<Row>) {
  const text = useUiText();
  const [ownSelected, setOwnSelected] = useState<string[]>([]);
  const selectedIds = props.selectedIds ?? ownSelected;
  const setSelected = (ids: string[]) => {
    setOwnSelected(ids);
    props.onSelectedIdsChange?.(ids);
  };
  const [ownPage, setOwnPage] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const page = {
    pageIndex: props.pageIndex ?? ownPage.pageIndex,
    pageSize: props.pageSize ?? ownPage.pageSize,
  };
  const changePage = (next: { pageIndex: number; pageSize: number }) => {
    setOwnPage(next);
    props.onPageChange?.(next);
  };

  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const listed = useMemo(
    () => props.rows.filter((row) => !selectedSet.has(props.getRowId(row))),
    [props, selectedSet],
  );
  const serverPaged = props.totalCount !== undefined;
  const total = serverPaged ? (props.totalCount ?? 0) : listed.length;
  // Memoised: a new array on every render would make the table library recompute its rows and queue a page
  // reset, which renders again — a loop that spins for ever on a table that pages itself.
  const shown = useMemo(
    () =>
      serverPaged || page.pageSize === ALL_ROWS
        ? listed
        : listed.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize),
    [listed, serverPaged, page.pageIndex, page.pageSize],
  );

  const columnVisibility = useMemo<VisibilityState>(() => {
    if (!props.visibleColumns) return {};
    const visible = new Set(props.visibleColumns);
    return Object.fromEntries(
      props.columns.map((column) => {
        const id = column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');
        return [id, visible.has(id)];
      }),
    );
  }, [props.columns, props.visibleColumns]);

  // Memoised: the library caches each row's cells on the pinned ids' identity.
  const columnPinning = useMemo(
    () => ({ right: props.pinnedEnd ? [props.pinnedEnd] : [] }),
    [props.pinnedEnd],
  );
  const table = useReactTable({
    data: shown,
    columns: props.columns,
    getRowId: (row) => props.getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    // The library's "right" is the row's end here: cells are placed with logical CSS (inset-inline-end).
    state: { columnVisibility, columnPinning },
  });
  const pinned = (column: { getIsPinned: () => false | 'left' | 'right' }) =>
    column.getIsPinned() === 'right' ? 'end' : undefined;
  const visibleCount = table.getVisibleLeafColumns().length + (props.selectable ? 1 : 0);
  const pinnedCount = table.getRightVisibleLeafColumns().length;
  const scroller = useRef<HTMLDivElement>(null);
  useMarkOverflowing(scroller);
  // The first rows a table shows are drawn a screen's worth first and the rest one painted frame later: the
  // clerk sees the top of the list sooner (the employees list's open benchmark, README), and the rows below
  // the fold, which nobody sees yet, follow before anyone can scroll to them.
  const restPainted = usePaintedOnce(!props.loading && shown.length > 0);
  const rowModel = table.getRowModel().rows;
  const drawn = restPainted ? rowModel : rowModel.slice(0, firstScreenRows());
  const label = (row: Row) => props.rowLabel?.(row) ?? props.getRowId(row);
  const selectedRows = props.rows.filter((row) => selectedSet.has(props.getRowId(row)));

  return (
    <div>
      {props.selectable && (
        <SelectedPanel
          title={props.selectedTitle ?? text.selected}
          items={selectedRows.map((row) => ({ id: props.getRowId(row), label: label(row) }))}
          onDeselect={(id) => setSelected(selectedIds.filter((selected) => selected !== id))}
        />
      )}
      <TableFrame>
        <Scroll ref={scroller}>
          <ListTable aria-busy={props.loading ?? false}>
            <caption
              style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {props.caption}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {props.selectable && (
                    <th scope="col" style={{ width: 48 }}>
                      <input
                        type="checkbox"
                        aria-label={text.selectAll}
                        checked={listed.length === 0 && selectedIds.length > 0}
                        disabled={props.loading || listed.length === 0}
                        onChange={() =>
                          setSelected([...selectedIds, ...listed.map((row) => props.getRowId(row))])
                        }
                      />
                    </th>
                  )}
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col" data-pinned={pinned(header.column)}>
                      {header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {props.loading
                ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <tr key={index} data-testid="skeleton-row">
                      {Array.from({ length: visibleCount }, (_, cell) => (
                        <td key={cell} data-pinned={cell >= visibleCount - pinnedCount ? 'end' : undefined}>
                          <Skeleton />
                        </td>
                      ))}
                    </tr>
                  ))
                : drawn.map((row) => (
                    <tr key={row.id}>
                      {props.selectable && (
                        <td>
                          <input
                            type="checkbox"
                            aria-label={`${text.selectRow} ${label(row.original)}`}
                            checked={false}
                            onChange={() => setSelected([...selectedIds, row.id])}
                          />
                        </td>
                      )}
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} data-pinned={pinned(cell.column)}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </ListTable>
        </Scroll>
        {!props.loading && listed.length === 0 && (
          <Empty role="status">
            {props.emptyText}
            {props.emptyAction && (
              <span style={{ display: 'block', marginTop: 12 }}>{props.emptyAction}</span>
            )}
          </Empty>
        )}
        <Pagination
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          total={total}
          totalLabel={props.totalLabel}
          onPageIndexChange={(pageIndex) => changePage({ ...page, pageIndex })}
          onPageSizeChange={(pageSize) => changePage({ pageIndex: 0, pageSize })}
        />
      </TableFrame>
    </div>
  );
}
