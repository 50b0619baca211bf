import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ButtonWithReason } from './ButtonWithReason';

const meta = {
  title: 'Display/ButtonWithReason',
  component: ButtonWithReason,
  args: { children: 'Add User', onClick: fn(), disabledReason: null },
} satisfies Meta<typeof ButtonWithReason>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const SaysWhyItIsDisabled: Story = {
  args: { disabledReason: 'Type the name and the e-mail first.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add User' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Type the name and the e-mail first.');
  },
};

export const ArabicRightToLeft: Story = {
  globals: { language: 'ar' },
  args: { children: 'إضافة مستخدم', disabledReason: 'اكتب الاسم والبريد الإلكتروني أولًا.' },
};
