import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@placement/domain';
import { loadSignedInWords, SignedInPieceStory } from '../../../app/stories/SignedInPieceStory';
import { SubAgentsPanel } from './SubAgentsPanel';

const SUB_AGENTS = [
  { _id: '65f0a1b2c3d4e5f601234567', displayName: 'KASSALA SUB AGENT', telephone: '0912345678' },
  { _id: '65f0a1b2c3d4e5f601234568', displayName: 'PORT SUDAN OFFICE', telephone: '0998765432' },
];

const meta = {
  title: 'Pages/My account/Sub Agents panel',
  component: SubAgentsPanel,
  loaders: [loadSignedInWords],
  args: { subAgents: SUB_AGENTS, onSave: fn(async () => undefined) },
  decorators: [(Story) => <SignedInPieceStory>{Story()}</SignedInPieceStory>],
} satisfies Meta<typeof SubAgentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddsASubAgent: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText('Agent name'), 'Gedaref office');
    await userEvent.type(canvas.getByLabelText('Telephone'), '0911223344');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      displayName: 'Gedaref office',
      telephone: '0911223344',
    });
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Sub Agent Created')).toBeVisible(),
    );
    await expect(canvas.getByLabelText('Agent name')).toHaveValue('');
  },
};

export const EditsOneFromTheTable: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit PORT SUDAN OFFICE' }));
    const name = canvas.getByLabelText('Agent name');
    await expect(name).toHaveValue('PORT SUDAN OFFICE');
    await userEvent.clear(name);
    await userEvent.type(name, 'Port Sudan main office');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: SUB_AGENTS[1]!._id,
      displayName: 'Port Sudan main office',
      telephone: '0998765432',
    });
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Sub Agent Updated')).toBeVisible(),
    );
  },
};

export const RefusesAShortTelephone: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Agent name'), 'Gedaref office');
    await userEvent.type(canvas.getByLabelText('Telephone'), '0912');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(VALIDATION_MESSAGES.phoneMin)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByLabelText('Telephone')).toHaveValue('');
  },
};

export const Empty: Story = { args: { subAgents: [] } };

export const Arabic: Story = { globals: { language: 'ar' } };
