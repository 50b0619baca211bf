import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: { onBackToHome: fn() },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: "Oops. Looks like the page you're looking for no longer exists" }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back to Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBackToHome).toHaveBeenCalledTimes(1);
  },
};

export const ArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'العودة إلى الرئيسية' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
