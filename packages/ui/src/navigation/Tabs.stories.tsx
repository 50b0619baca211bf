import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const employeeTabs = ['Visa Process', 'Address & Others', 'Skills & Experience', 'CV', 'Current Status'].map(
  (label) => ({
    id: label.toLowerCase().replace(/[^a-z]+/g, '-'),
    label,
    content: <p>{label} fields</p>,
  }),
);

function EmployeeTabs() {
  const [selected, setSelected] = useState(employeeTabs[0]?.id ?? '');
  return <Tabs label="Employee" tabs={employeeTabs} selectedId={selected} onSelect={setSelected} />;
}

const meta: Meta = { title: 'Navigation/Tabs', render: () => <EmployeeTabs /> };
export default meta;
type Story = StoryObj;

export const EmployeeEntry: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Visa Process' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Address & Others' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Address & Others fields');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Current Status' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Visa Process' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'CV' }));
    await expect(canvas.getByRole('tabpanel', { name: 'CV' })).toBeVisible();
  },
};

export const RightToLeftDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Visa Process' }).focus();
    // In right-to-left the next tab sits to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Address & Others' })).toHaveFocus();
  },
};
