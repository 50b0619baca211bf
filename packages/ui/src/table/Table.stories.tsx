import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, TableFrame } from './Table';

// A plain table of figures, as the medical payments' Summary tab shows its totals.
const totals = [
  { status: 'Paid', count: 1, amount: '3,000' },
  { status: 'New', count: 2, amount: '13,321' },
  { status: 'Screenshot Attached', count: 1, amount: '6,000' },
];

function Totals(props: { caption: string; headers: [string, string, string] }) {
  return (
    <TableFrame>
      <Table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.headers[0]}</th>
            <th scope="col" data-numeric>
              {props.headers[1]}
            </th>
            <th scope="col" data-numeric>
              {props.headers[2]}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((row) => (
            <tr key={row.status}>
              <td>{row.status}</td>
              <td data-numeric>{row.count}</td>
              <td data-numeric>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}

const meta = {
  title: 'Data/Table',
  component: Totals,
  args: { caption: 'Totals by status', headers: ['Status', 'Payments', 'Total amount'] },
} satisfies Meta<typeof Totals>;
export default meta;
type Story = StoryObj<typeof meta>;

// The figures line up at the end of their column (the right in English, the left in Arabic) under a caption.
async function expectFiguresAtTheEnd(canvasElement: HTMLElement, caption: string) {
  const table = within(canvasElement).getByRole('table', { name: caption });
  await expect(within(table).getByText(caption)).toBeVisible();
  const amount = within(table).getByText('13,321');
  await expect(getComputedStyle(amount).textAlign).toBe('end');
  await expect(getComputedStyle(within(table).getByText('New')).textAlign).toBe('start');
}

export const StatusTotals: Story = {
  play: async ({ canvasElement, args }) => expectFiguresAtTheEnd(canvasElement, args.caption),
};

export const StatusTotalsArabic: Story = {
  globals: { language: 'ar' },
  args: { caption: 'الإجماليات حسب الحالة', headers: ['الحالة', 'المدفوعات', 'المبلغ الإجمالي'] },
  play: async ({ canvasElement, args }) => expectFiguresAtTheEnd(canvasElement, args.caption),
};
