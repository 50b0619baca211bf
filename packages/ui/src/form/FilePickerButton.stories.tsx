import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FilePickerButton } from './FilePickerButton';

const sheet = () =>
  new File(['Passport Number,Given Name\nEP1234567,ALMAZ\n'], 'employees.csv', { type: 'text/csv' });

const meta = {
  title: 'Form/FilePickerButton',
  component: FilePickerButton,
  args: { label: 'Choose file', inputLabel: 'Spreadsheet file', accept: '.xlsx,.xls,.csv', onFile: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof FilePickerButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesByKeyboardAndAgain: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Spreadsheet file');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, sheet());
    await userEvent.upload(input, sheet());
    // The same file chosen a second time is read again (after the clerk fixed it).
    await expect(args.onFile).toHaveBeenCalledTimes(2);
    await expect((args.onFile as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty(
      'name',
      'employees.csv',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Spreadsheet file');
    await expect(input).toBeDisabled();
    await userEvent.upload(input, sheet());
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  args: { label: 'اختر ملفاً', inputLabel: undefined, accept: 'image/*' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('اختر ملفاً')).toHaveAttribute('accept', 'image/*');
  },
};
