import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { sampleEmployees, type SampleEmployee } from './sampleEmployees';

const columns: ColumnDef<SampleEmployee>[] = [
  { id: 'sno', header: 'S.No', cell: ({ row }) => row.index + 1 },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'passportNumber', header: 'Passport Number' },
  { accessorKey: 'agent', header: 'Agent' },
  { accessorKey: 'visaNumber', header: 'Visa Number' },
  { accessorKey: 'status', header: 'Status' },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<SampleEmployee>,
  args: {
    caption: 'Employees',
    rows: sampleEmployees,
    columns,
    getRowId: (row: SampleEmployee) => row.id,
    rowLabel: (row: SampleEmployee) => row.name,
    emptyText: 'No Employees Found...',
    totalLabel: 'Total Number of Employees',
    selectedTitle: 'Selected Employees',
    selectable: true,
    visibleColumns: ['sno', 'name', 'passportNumber', 'visaNumber', 'status'],
    onSelectedIdsChange: fn(),
  },
} satisfies Meta<typeof DataTable<SampleEmployee>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectionAndPaging: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Employees' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByText('Total Number of Employees: 12')).toBeVisible();
    // The default column set hides the agent column.
    await expect(within(table).queryByRole('columnheader', { name: 'Agent' })).toBeNull();

    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '5');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('1–5 of 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–12 of 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select MAHLET DEMISSIE' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith([sampleEmployees[10]?.id]);
    const panel = canvas.getByRole('region', { name: 'Selected Employees' });
    await expect(within(panel).getByText('MAHLET DEMISSIE')).toBeVisible();
    await expect(canvas.getByText('Total Number of Employees: 11')).toBeVisible();
    await expect(within(table).queryByText('MAHLET DEMISSIE')).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Deselect MAHLET DEMISSIE' }));
    await expect(canvas.queryByRole('region', { name: 'Selected Employees' })).toBeNull();

    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), 'All');
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(
      within(canvas.getByRole('region', { name: 'Selected Employees' })).getAllByRole('listitem'),
    ).toHaveLength(12);
    await expect(canvas.getByRole('status')).toHaveTextContent('No Employees Found...');
  },
};

export const SudanColumnSet: Story = {
  args: { visibleColumns: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Agent' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="skeleton-row"]')).toHaveLength(10);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No Employees Found...');
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
  },
};

export const ServerPaged: Story = {
  args: {
    rows: sampleEmployees.slice(0, 2),
    totalCount: 3000,
    pageSize: 2,
    pageIndex: 4,
    onPageChange: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('9–10 of 3000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ pageIndex: 5, pageSize: 2 });
  },
};

export const ArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  args: { totalLabel: 'إجمالي عدد العمال', caption: 'العمال' },
};

export const Sudan2Pagination: Story = {
  globals: { variant: 'sudan2' },
};

// A long first page: a screen of rows is drawn first and the rest one painted frame later, so the top of the
// list shows sooner; every row is there before anyone could scroll to it.
const longPage: SampleEmployee[] = Array.from({ length: 100 }, (_, index) => ({
  ...sampleEmployees[index % sampleEmployees.length]!,
  id: `long-${index}`,
  name: `EMPLOYEE ${index + 1}`,
}));
export const LongFirstPage: Story = {
  args: { rows: longPage, totalCount: 100, pageSize: 100 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Employees' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    await expect(within(table).getByText('EMPLOYEE 100')).toBeInTheDocument();
  },
};

// A table wider than its place (the employee list at 1280 px): the pinned actions column stays at the row's
// end while the rest scrolls sideways, on the right in English and on the left in Arabic.
const withActions: ColumnDef<SampleEmployee>[] = [
  ...columns,
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <button type="button">Edit {row.original.name}</button>,
  },
];
const narrow = (Story: () => React.JSX.Element) => (
  <div style={{ width: 420 }}>
    <Story />
  </div>
);
async function expectActionsStayInView(canvasElement: HTMLElement, end: 'right' | 'left') {
  const scroller = canvasElement.querySelector('table')!.parentElement!;
  const header = within(canvasElement).getByRole('columnheader', { name: 'Actions' });
  await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  // A hairline marks where the scrolling columns pass under it.
  await waitFor(() => expect(getComputedStyle(header, '::before').content).toBe('""'));
  // Opaque, header and cells alike: the columns scrolling under it must not show through.
  for (const cell of [header, within(canvasElement).getAllByRole('cell').at(-1)!]) {
    await expect(getComputedStyle(cell).backgroundColor).toMatch(/^rgb\(/);
  }
  const edge = () => Math.round(header.getBoundingClientRect()[end] - scroller.getBoundingClientRect()[end]);
  // At the start (without pinning the column would sit past the edge) and scrolled half way (scrollLeft runs
  // negative in right-to-left), the column is at the scroller's end edge.
  await expect(edge()).toBe(0);
  scroller.scrollLeft = ((end === 'right' ? 1 : -1) * (scroller.scrollWidth - scroller.clientWidth)) / 2;
  await waitFor(() => expect(Math.abs(scroller.scrollLeft)).toBeGreaterThan(0));
  await expect(edge()).toBe(0);
  await expect(within(canvasElement).getAllByRole('button', { name: /^Edit / })[0]).toBeVisible();
}
export const ActionsPinnedWhenNarrow: Story = {
  args: { columns: withActions, visibleColumns: undefined, pinnedEnd: 'actions' },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectActionsStayInView(canvasElement, 'right'),
};
export const ActionsPinnedWhenNarrowArabic: Story = {
  globals: { language: 'ar' },
  args: { columns: withActions, visibleColumns: undefined, pinnedEnd: 'actions' },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectActionsStayInView(canvasElement, 'left'),
};

// With room for every column nothing scrolls under the actions column: no hairline sets it apart.
export const ActionsPinnedWithRoom: Story = {
  args: { columns: withActions, visibleColumns: undefined, pinnedEnd: 'actions' },
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('table')!.parentElement!;
    const header = within(canvasElement).getByRole('columnheader', { name: 'Actions' });
    await expect(scroller.scrollWidth).toBe(scroller.clientWidth);
    await waitFor(() => expect(scroller.hasAttribute('data-overflowing')).toBe(false));
    await expect(getComputedStyle(header, '::before').content).toBe('none');
  },
};
