import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { loadSignedInWords, SignedInPieceStory } from '../../../app/stories/SignedInPieceStory';
import { PaymentEntryCard } from './PaymentEntryCard';

const meta = {
  title: 'Pages/Medical payments/Payment entry',
  component: PaymentEntryCard,
  loaders: [loadSignedInWords],
  args: { entry: { byLinkOrName: 'EP1234567' }, onRemove: fn() },
  decorators: [
    (Story) => (
      <SignedInPieceStory>
        <ul style={{ listStyle: 'none', padding: 0 }}>{Story()}</ul>
      </SignedInPieceStory>
    ),
  ],
} satisfies Meta<typeof PaymentEntryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByPassportNumber: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove EP1234567' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const ByWafidLinkInArabic: Story = {
  args: { entry: { by: 'wafidLink', byLinkOrName: 'https://wafid.example/appointment/123' } },
  globals: { language: 'ar' },
  play: async ({ canvas }) => {
    // The link keeps its left-to-right order inside the right-to-left page.
    await expect(canvas.getByText('https://wafid.example/appointment/123')).toHaveAttribute('dir', 'ltr');
  },
};
