import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ROLE_NAMES, footerBanner, menuFor } from '@placement/domain';
import { AppShell } from './AppShell';
import { menuEntriesFrom } from './menuEntriesFrom';

// A local-agency manager holding every role: the domain decides the items, the shell draws them.
const manager = { roles: [...ROLE_NAMES] };
const employmentCompany = { depositAmount: '' };
const menuIn = (language: 'en' | 'ar' | 'am') =>
  menuEntriesFrom(menuFor(manager, employmentCompany), language, 'k3j9x0q2wz');
const sampleMenu = menuIn('en');

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  // The menu follows the toolbar's language, as the web app labels it from the user's language.
  render: (args, { globals }) => <AppShell {...args} menu={menuIn(globals.language ?? 'en')} />,
  args: {
    title: 'Employees',
    menu: sampleMenu,
    currentHref: '/app/employees',
    onNavigate: fn(),
    onMenuIntent: fn(),
    onMenuAction: fn(),
    searchText: '',
    onSearchTextChange: fn(),
    onRefresh: fn(),
    whatsAppNumber: '251911000000',
    onMyAccount: fn(),
    onSettings: fn(),
    onLogOut: fn(),
    footerBanner: footerBanner('usage', { used: 42, total: 500 }),
    companyName: 'Placement',
    children: <p>Employee list goes here.</p>,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Employee List' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('status')).toHaveTextContent('Employees registered: 42/500');
    await userEvent.hover(canvas.getByRole('link', { name: 'Reports' }));
    await expect(args.onMenuIntent).toHaveBeenCalledWith('/app/reports');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    canvas.getByRole('link', { name: 'Employee List' }).focus();
    await expect(args.onMenuIntent).toHaveBeenCalledWith('/app/employees');
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/reports');
    await userEvent.click(canvas.getByRole('button', { name: 'Visas' }));
    await expect(canvas.getByRole('button', { name: 'Visas' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Add Visa' })).toHaveAttribute('href', '/app/visa/0');
    await expect(canvas.getByRole('link', { name: 'Add Employee' })).toHaveAttribute(
      'href',
      '/app/employee/k3j9x0q2wz',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onMenuAction).toHaveBeenCalledWith('signOut');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'WhatsApp support' })).toHaveAttribute(
      'href',
      'https://wa.me/251911000000',
    );
  },
};

export const AccountMenuByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Account' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'My account' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'My account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const MiniMode: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getBoundingClientRect().width).toBe(240);
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
    await expect(canvasElement.querySelector('[data-mini="true"]')).not.toBeNull();
    // Labels stay for screen readers in mini mode.
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(240));
    // Choosing a group in mini mode opens the full drawer with the group expanded.
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'CVs' }));
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(240));
    await expect(canvas.getByRole('link', { name: 'Premium CVs' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { isDesktop: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'Reports' }));
    await expect(args.onMenuIntent).toHaveBeenCalledWith('/app/reports');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    canvas.getByRole('link', { name: 'Employee List' }).focus();
    await expect(args.onMenuIntent).toHaveBeenCalledWith('/app/employees');
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/reports');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

export const Pending: Story = {
  args: { pending: true, currentHref: '/app/dashboard', title: 'Dashboard' },
  // The spec's half-opacity dimming lowers contrast on purpose for the moment a request is pending.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(getComputedStyle(busy as Element).opacity).toBe('0.5');
  },
};

export const ArabicRightToLeftDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  args: {
    title: 'العمال',
    footerBanner: footerBanner('daysLeft', { daysLeft: 12 }, 'ar'),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'القائمة الرئيسية' });
    // In right-to-left the drawer sits on the right-hand side of the page.
    await expect(nav.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 20);
    await expect(canvas.getByRole('searchbox', { name: 'بحث' })).toBeVisible();
  },
};

export const Sudan2AmharicTitle: Story = {
  globals: { variant: 'sudan2' },
  args: {
    title: 'ሀበሻ የውጭ ሀገር ሥራ ስምሪት ኤጀንሲ',
    titleDirection: 'rtl',
    currentHref: '/app/cvs',
    footerBanner: footerBanner('renewal'),
  },
};

export const Sudan2Dark: Story = {
  globals: { variant: 'sudan2', mode: 'dark', language: 'ar' },
  args: {
    title: 'السير الذاتية',
    currentHref: '/app/cvs',
    footerBanner: footerBanner(-5, {}, 'ar'),
  },
};

export const Amharic: Story = {
  globals: { language: 'am' },
  args: { title: 'ሠራተኞች', footerBanner: footerBanner('quota', {}, 'am') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'ዋና ምናሌ' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
