import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../display/Button';
import { InlineForm } from './InlineForm';
import { TextInput } from './TextInput';

// The add forms above the administration tables: a user (name, email) and a company (type, name, email).
function AddCompany({ onAdd }: { onAdd: (company: Record<string, string>) => void }) {
  const [form, setForm] = useState({ type: 'LocalAgency', displayName: '', email: '' });
  return (
    <InlineForm
      aria-label="Add Company"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(form);
      }}
    >
      <label>
        Type
        <select value={form.type} onChange={(event) => setForm({ ...form, type: event.target.value })}>
          <option value="LocalAgency">Local agency</option>
          <option value="ForeignAgent">Foreign agent</option>
        </select>
      </label>
      <TextInput
        label="Name"
        value={form.displayName}
        onChange={(displayName) => setForm({ ...form, displayName })}
      />
      <TextInput
        label="Email"
        type="email"
        value={form.email}
        onChange={(email) => setForm({ ...form, email })}
      />
      <Button type="submit">Add Company</Button>
    </InlineForm>
  );
}

const meta = {
  title: 'Form/InlineForm',
  component: AddCompany,
  args: { onAdd: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof AddCompany>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddsACompany: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'ForeignAgent');
    await userEvent.type(canvas.getByLabelText('Name'), 'Gulf office');
    await userEvent.type(canvas.getByLabelText('Email'), 'gulf@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Company' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      type: 'ForeignAgent',
      displayName: 'Gulf office',
      email: 'gulf@example.com',
    });
  },
};

export const ArabicDark: Story = { globals: { language: 'ar', mode: 'dark' } };
