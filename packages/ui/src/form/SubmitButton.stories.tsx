import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { givenNameSchema, optionalNumber, VALIDATION_MESSAGES } from '@placement/domain';
import { Tabs } from '../navigation/Tabs';
import { focusFirstError } from './revealField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const entrySchema = z.object({
  givenName: givenNameSchema(),
  children: optionalNumber({ integer: true, min: 0, max: 30 }),
  city: z.string().min(1, VALIDATION_MESSAGES.required),
});
type Entry = z.input<typeof entrySchema>;

// A form spread over tabs, as the employee and visa entries are: a refused Save moves to the first error,
// opening its tab, and a tab holding an error is marked.
function TabbedEntry({ onSave }: { onSave: (entry: Entry) => void }) {
  const [tab, setTab] = useState('address');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Entry>({
    resolver: zodResolver(entrySchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { givenName: 'Hana', children: '', city: 'Addis Ababa' },
  });
  const control = form.control;
  return (
    <form
      ref={formRef}
      noValidate
      style={{ maxWidth: 520, padding: 24 }}
      onSubmit={(event) =>
        void form.handleSubmit(onSave, (errors) => focusFirstError(formRef.current, errors))(event)
      }
    >
      <TextField control={control} name="givenName" label="Given Name" />
      <Tabs
        keepMounted
        label="Employee"
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'address',
            label: 'Address & Others',
            content: <TextField control={control} name="city" label="City" />,
          },
          {
            id: 'cv',
            label: 'CV',
            content: <TextField control={control} name="children" type="number" label="Number of Children" />,
          },
        ]}
      />
      <SubmitButton blocked={!form.formState.isValid}>Save Employee</SubmitButton>
    </form>
  );
}

const meta: Meta<typeof TabbedEntry> = {
  title: 'Form/SubmitButton',
  component: TabbedEntry,
  args: { onSave: fn() },
};
export default meta;
type Story = StoryObj<typeof TabbedEntry>;

export const HiddenTabError: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'CV' }));
    await userEvent.type(canvas.getByLabelText('Number of Children'), '99');
    await userEvent.click(canvas.getByRole('tab', { name: 'Address & Others' }));
    await canvas.findByRole('tab', { name: 'CV (has fields to correct)' });
    const save = canvas.getByRole('button', { name: 'Save Employee' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAccessibleDescription(/Fill in the required fields/);
    await userEvent.click(save);
    await waitFor(() => expect(canvas.getByLabelText('Number of Children')).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: /^CV/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Must be 30 or less')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const MessagesInArabic: Story = {
  globals: { language: 'ar' },
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('Given Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Hana2');
    await canvas.findByText('الاسم الأول غير صحيح: استخدم الحروف اللاتينية A-Z والمسافات فقط');
    await userEvent.clear(name);
    await canvas.findByText('مطلوب');
  },
};
