import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../display/Button';
import { ConfirmDialog, type ConfirmKind } from './ConfirmDialog';
import { ToastProvider } from './Toasts';
import { useConfirmedDelete } from './useConfirmedDelete';

function WithOpener({ kind, onConfirm }: { kind: ConfirmKind; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        kind={kind}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </div>
  );
}

interface Args {
  kind: ConfirmKind;
  onConfirm: () => void;
}

const meta: Meta<Args> = {
  title: 'Feedback/ConfirmDialog',
  render: (args) => <WithOpener {...args} />,
  args: { kind: 'deletePermanently', onConfirm: fn() },
};
export default meta;
type Story = StoryObj<Args>;

export const DeleteEmployee: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = canvasElement.ownerDocument.body;
    const opener = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    const dialog = await waitFor(() => {
      const found = body.querySelector('dialog[open]');
      if (!found) throw new Error('dialog not open');
      return found as HTMLDialogElement;
    });
    await expect(dialog).toHaveAccessibleName('Are you sure?');
    await expect(dialog).toHaveAccessibleDescription('This data will be deleted permanently.');
    await expect(dialog.querySelector('button')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.open).toBe(false));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(opener);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const DeleteVisa: Story = {
  args: { kind: 'irreversible' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = canvasElement.ownerDocument.body.querySelector('dialog') as HTMLDialogElement;
    await expect(dialog).toHaveAccessibleDescription('Taking this action is irreversible.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ArabicDarkOpen: Story = {
  globals: { language: 'ar', mode: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
  },
};

function PaymentList({ fail }: { fail: boolean }) {
  const [rows, setRows] = useState(['Payment 1', 'Payment 2']);
  const { confirmDelete, dialog } = useConfirmedDelete<string>({
    removedText: 'Medical payment removed',
    remove: async (row) => {
      if (fail) throw new Error('Not found');
      setRows((was) => was.filter((other) => other !== row));
    },
  });
  return (
    <>
      <ul style={{ padding: 24 }}>
        {rows.map((row) => (
          <li key={row}>
            {row}{' '}
            <Button type="button" $variant="danger" onClick={() => confirmDelete(row)}>
              {`Delete ${row}`}
            </Button>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}

export const ConfirmedDelete: StoryObj<{ fail: boolean }> = {
  render: (args) => (
    <ToastProvider>
      <PaymentList {...args} />
    </ToastProvider>
  ),
  args: { fail: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Payment 2' }));
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Payment 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Payment 2' }));
    await userEvent.click(await body.findByRole('button', { name: 'Continue' }));
    await expect(await body.findByText('Medical payment removed')).toBeVisible();
    await expect(canvas.queryByText('Payment 2')).toBeNull();
    await expect(canvas.getByText('Payment 1')).toBeVisible();
  },
};

export const ConfirmedDeleteFails: StoryObj<{ fail: boolean }> = {
  render: (args) => (
    <ToastProvider>
      <PaymentList {...args} />
    </ToastProvider>
  ),
  args: { fail: true },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Payment 1' }));
    await userEvent.click(await body.findByRole('button', { name: 'Continue' }));
    await expect(await body.findByText('Not found')).toBeVisible();
    await expect(canvas.getByText('Payment 1')).toBeVisible();
  },
};
