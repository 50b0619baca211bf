import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { companyPickerOptions } from '@placement/domain';
import { CompanyPicker, type CompanyPickerProps } from './CompanyPicker';

const partners = [
  { _id: 'p1', displayName: 'Riyadh Recruitment Office' },
  { _id: 'p2', displayName: 'Kuwait Gulf Manpower' },
  { _id: 'p3', displayName: 'Doha Home Services' },
];

// Holds the chosen id the way a screen does, so the field shows the choice after it is made.
function Stateful(props: CompanyPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360, minHeight: 260 }}>
      <CompanyPicker
        {...props}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onChange(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Form/CompanyPicker',
  component: CompanyPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Company',
    options: companyPickerOptions({
      companies: partners,
      ownCompany: { _id: 'own', displayName: 'Addis Star Agency' },
      includeAgency: true,
      includeAll: true,
    }),
    value: '-1',
    onChange: fn(),
  },
} satisfies Meta<typeof CompanyPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeToNarrowAndChoose: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Company' });
    await expect(input).toHaveValue('All');
    await userEvent.clear(input);
    await userEvent.type(input, 'kuw');
    const options = await canvas.findAllByRole('option');
    // 'All' stays on top while searching; only the matching company follows it.
    await expect(options.map((option) => option.textContent)).toEqual(['All', 'Kuwait Gulf Manpower']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('p2');
    await waitFor(() => expect(input).toHaveValue('Kuwait Gulf Manpower'));
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

export const ChooseWithThePointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company' }));
    const options = await canvas.findAllByRole('option');
    await expect(options).toHaveLength(5);
    await userEvent.click(canvas.getByRole('option', { name: 'Addis Star Agency' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('own');
  },
};

export const NothingMatches: Story = {
  args: { options: partners, value: null },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Company' }), 'zzz');
    await expect(await canvas.findByText('No match')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: [], value: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('combobox', { name: 'Company' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ArabicRightToLeft: Story = {
  globals: { language: 'ar' },
  args: {
    label: 'الشركة',
    options: companyPickerOptions({ companies: partners, includeAll: true, allLabel: 'الكل' }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'الشركة' }));
    await expect(await canvas.findAllByRole('option')).toHaveLength(4);
    await expect(getComputedStyle(canvas.getByRole('listbox')).direction).toBe('rtl');
  },
};
