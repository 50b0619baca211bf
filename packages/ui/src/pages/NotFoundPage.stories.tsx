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
    const button = canvas.getByRole('button', { name: 'Back to Home' });
    await expect(button).toHaveFocus();
    // Keyboard focus is visible: a 3 px ring in the theme's focus colour.
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(getComputedStyle(button).outlineWidth).toBe('3px');
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
