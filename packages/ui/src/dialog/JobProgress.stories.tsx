import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { JobProgress } from './JobProgress';

const meta: Meta<typeof JobProgress> = {
  title: 'Feedback/JobProgress',
  component: JobProgress,
  args: { label: 'Embassy list (200 employees)', percent: 42, onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof JobProgress>;

export const Running: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Embassy list (200 employees)' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { percent: 140, onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  args: { label: 'قائمة السفارة (200 موظف)', percent: 70 },
};
