import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../display/Button';
import { Modal } from './Modal';

function WithOpener({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button type="button" onClick={() => setOpen(true)}>
        Share
      </Button>
      <Modal
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        actions={
          <Button type="button" onClick={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        <p>https://placement.example/c/Ab3dE9 — Meron, Tigist, Hana</p>
      </Modal>
    </div>
  );
}

const meta: Meta<{ title: string }> = {
  title: 'Feedback/Modal',
  render: (args) => <WithOpener {...args} />,
  args: { title: 'Shared Links' },
};
export default meta;
type Story = StoryObj<{ title: string }>;

export const OpensAndClosesWithKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(opener);
    const dialog = await waitFor(() => {
      const found = canvasElement.ownerDocument.body.querySelector('dialog[open]');
      if (!found) throw new Error('dialog not open');
      return found as HTMLDialogElement;
    });
    await expect(dialog).toHaveAccessibleName('Shared Links');
    await expect(within(dialog).getByText(/Meron, Tigist, Hana/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.open).toBe(false));
    await userEvent.click(opener);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.open).toBe(false));
  },
};

export const ArabicOpen: Story = {
  globals: { language: 'ar' },
  args: { title: 'الروابط المشتركة' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = canvasElement.ownerDocument.body.querySelector('dialog') as HTMLDialogElement;
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};
