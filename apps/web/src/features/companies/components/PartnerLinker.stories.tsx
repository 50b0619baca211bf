import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { loadSignedInWords, SignedInPieceStory } from '../../../app/stories/SignedInPieceStory';
import { PartnerLinker, type DirectoryPartner } from './PartnerLinker';

const REGISTERED: DirectoryPartner[] = [
  {
    _id: '65f0a1b2c3d4e5f601234567',
    displayName: 'RIYADH GULF RECRUITMENT',
    email: 'office@riyadhgulf.demo',
  },
];
const search = async (text: string) =>
  REGISTERED.filter((partner) => partner.displayName.toLowerCase().includes(text.toLowerCase()));

const meta = {
  title: 'Pages/Companies/Partner linker',
  component: PartnerLinker,
  loaders: [loadSignedInWords],
  args: { search, onLink: fn(async () => undefined), onCreate: fn(async () => undefined) },
  decorators: [(Story) => <SignedInPieceStory>{Story()}</SignedInPieceStory>],
} satisfies Meta<typeof PartnerLinker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinksARegisteredPartner: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Create and link' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('Find an existing partner (name or e-mail)'), 'riyadh');
    await userEvent.click(await canvas.findByRole('button', { name: 'Link RIYADH GULF RECRUITMENT' }));
    await expect(args.onLink).toHaveBeenCalledWith(REGISTERED[0]);
  },
};

export const CreatesOnlyWhenNoneMatches: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Find an existing partner (name or e-mail)'), 'doha');
    await canvas.findByText('No registered partner matches. Create a new one below.');
    await userEvent.type(canvas.getByLabelText('Partner agent'), 'Doha Manpower');
    await userEvent.type(canvas.getByLabelText('Email'), 'office@doha.demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Create and link' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({ displayName: 'Doha Manpower', email: 'office@doha.demo' }),
    );
  },
};

export const Arabic: Story = { globals: { language: 'ar' } };
