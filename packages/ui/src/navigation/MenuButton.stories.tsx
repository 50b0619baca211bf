import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MenuButton } from './MenuButton';

const printFirstPage = fn();
const downloadContract = fn();

const meta: Meta<typeof MenuButton> = {
  title: 'Navigation/MenuButton',
  component: MenuButton,
  args: {
    label: 'Print/Download',
    items: [
      { id: 'printFirstPage', label: 'Print First Page', onSelect: printFirstPage },
      { id: 'printContract', label: 'Print Contract Translation', onSelect: fn() },
      { id: 'downloadFirstPage', label: 'Download First Page', onSelect: fn(), disabled: true },
      { id: 'downloadContract', label: 'Download Contract Translation', onSelect: downloadContract },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof MenuButton>;

export const ChoosesAnItem: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Print\/Download/u });
    await userEvent.click(button);
    await expect(canvas.getByRole('menuitem', { name: 'Print First Page' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled item is skipped.
    await expect(canvas.getByRole('menuitem', { name: 'Download Contract Translation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(downloadContract).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const ClosesOnOutsideClickAndEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Print\/Download/u });
    await userEvent.click(button);
    await userEvent.click(canvasElement);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(printFirstPage).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  args: {
    label: 'طباعة/تنزيل',
    items: [
      { id: 'printFirstPage', label: 'طباعة الصفحة الأولى', onSelect: fn() },
      { id: 'downloadContract', label: 'تنزيل ترجمة العقد', onSelect: fn() },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /طباعة/u }));
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(2);
  },
};
