import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LICENCE_EXPIRED_MESSAGE } from '@placement/domain';
import { loadSignedInWords, SignedInPieceStory } from '../stories/SignedInPieceStory';
import { AccountActivationDialog } from './AccountActivationDialog';

const meta = {
  title: 'Shell/Account activation dialog',
  component: AccountActivationDialog,
  loaders: [loadSignedInWords],
  args: { open: true, reason: LICENCE_EXPIRED_MESSAGE.en, whatsAppNumber: '251911000000', onClose: fn() },
  decorators: [(Story) => <SignedInPieceStory>{Story()}</SignedInPieceStory>],
} satisfies Meta<typeof AccountActivationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SaysWhatToDo: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Activate your account' });
    await expect(within(dialog).getByText(LICENCE_EXPIRED_MESSAGE.en)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Contact support on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/251911000000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  args: { reason: LICENCE_EXPIRED_MESSAGE.ar },
};
