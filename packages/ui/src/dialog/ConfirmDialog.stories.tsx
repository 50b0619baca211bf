import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../display/Button';
import { ConfirmDialog, type ConfirmKind } from './ConfirmDialog';

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
