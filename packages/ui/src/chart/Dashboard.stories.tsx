import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DoughnutChart } from './DoughnutChart';
import { StatusCard } from './StatusCard';

// The dashboard's ten pipeline cards (spec 01 §2.2) over 500 loaded employees.
const counts: [string, number, string][] = [
  ['New', 120, '#007229'],
  ['Contract Process', 64, '#2e7d32'],
  ['Medical Process', 48, '#66bb6a'],
  ['Embassy Process', 40, '#FFA500'],
  ['OSSC Process', 22, '#ef6c00'],
  ['Labour Process', 18, '#8d6e63'],
  ['Flight Process', 12, '#0277bd'],
  ['Flight Booked', 9, '#5c6bc0'],
  ['Traveled', 140, '#6a1b9a'],
  ['On Good Condition', 27, '#00838f'],
];
const total = 500;

function Dashboard() {
  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 12 }}>
        <StatusCard title="Total Employees" count={total} note="Every status" />
        {counts.map(([title, count]) => (
          <StatusCard key={title} title={title} count={count} total={total} />
        ))}
      </div>
      <DoughnutChart
        title="Employees by status"
        slices={counts.map(([label, value, color]) => ({ label, value, color }))}
      />
    </div>
  );
}

const meta: Meta = { title: 'Data/Dashboard', render: () => <Dashboard /> };
export default meta;
type Story = StoryObj;

export const StatusCardsAndDoughnut: Story = {
  play: async ({ canvas }) => {
    const medical = canvas.getByRole('article', { name: 'Medical Process' });
    await expect(medical).toHaveTextContent('48 / 500');
    await expect(medical).toHaveTextContent('10%');
    await expect(canvas.getByRole('progressbar', { name: 'Traveled' })).toHaveAttribute(
      'aria-valuenow',
      '28',
    );
    await expect(canvas.getByText('New: 120')).toBeVisible();
  },
};

export const ArabicNumeralsDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Medical Process' })).toHaveTextContent('٤٨ / ٥٠٠');
  },
};

export const Sudan2: Story = { globals: { variant: 'sudan2' } };
