import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../display/IconButton';
import { Menu } from './Menu';
import { accountIcon, logoutIcon, settingsIcon } from '../icons/icons';

const logOut = fn();

// The menu under the top bar's account button, the CV card's actions and the print menus.
const meta: Meta<typeof Menu> = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    label: 'Account menu',
    align: 'end',
    items: [
      { id: 'myAccount', label: 'My account', icon: accountIcon, onSelect: fn() },
      { id: 'settings', label: 'Settings', icon: settingsIcon, onSelect: fn(), disabled: true },
      { id: 'logOut', label: 'Log out', icon: logoutIcon, onSelect: logOut },
    ],
    trigger: (props) => <IconButton icon={accountIcon} label="Account menu" {...props} />,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Menu>;

export const SkipsDisabledItems: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(canvas.getByRole('menuitem', { name: 'My account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'My account' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}{Enter}');
    await expect(logOut).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const ClosesOnTab: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  args: {
    label: 'قائمة الحساب',
    items: [
      { id: 'myAccount', label: 'حسابي', icon: accountIcon, onSelect: fn() },
      { id: 'logOut', label: 'تسجيل الخروج', icon: logoutIcon, onSelect: fn() },
    ],
    trigger: (props) => <IconButton icon={accountIcon} label="قائمة الحساب" {...props} />,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'قائمة الحساب' }));
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(2);
  },
};
