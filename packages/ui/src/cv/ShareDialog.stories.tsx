import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../display/Button';
import { ShareDialog } from './ShareDialog';

interface Args {
  onShareByEmail: (email: string) => void;
}

function WithOpener({ onShareByEmail }: Args) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: 24 }}>
      <Button type="button" onClick={() => setOpen(true)}>
        Share
      </Button>
      <ShareDialog
        open={open}
        onClose={() => setOpen(false)}
        address="https://placement.example/c/Ab12Cd"
        names={['Meron', 'Tigist', 'Hana']}
        onShareByEmail={onShareByEmail}
      />
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'CV/ShareDialog',
  render: (args) => <WithOpener {...args} />,
  args: { onShareByEmail: fn() },
};
export default meta;
type Story = StoryObj<Args>;

const openDialog = (root: HTMLElement) =>
  waitFor(() => {
    const found = root.ownerDocument.body.querySelector('dialog[open]');
    if (!found) throw new Error('dialog not open');
    return found as HTMLDialogElement;
  });

export const SharesByEmailOnlyWhenValid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.getByText('Meron, Tigist, Hana')).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Share by email' });
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Email'), 'agent@');
    await expect(dialog.getByText('Email is not correct')).toBeVisible();
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Email'), 'riyadh.example{Enter}');
    await expect(args.onShareByEmail).toHaveBeenCalledWith('agent@riyadh.example');
    const whatsApp = dialog.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(whatsApp.getAttribute('href')).toContain(encodeURIComponent('/c/Ab12Cd?lng=ar'));
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.getByRole('button', { name: 'مشاركة بالبريد الإلكتروني' })).toBeDisabled();
  },
};
