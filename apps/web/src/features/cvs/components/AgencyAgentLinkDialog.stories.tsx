import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CvPageStory, loadCvStoryWords } from '../stories/CvPageStory';
import { AgencyAgentLinkDialog } from './AgencyAgentLinkDialog';

type Args = { employee: Parameters<typeof AgencyAgentLinkDialog>[0]['employee'] };

const meta = {
  title: 'CVs/Agency-Agent Link dialog',
  loaders: [loadCvStoryWords],
  args: {
    employee: {
      owner: { _id: '6b0ad146dfd807b5ed8de9e8' },
      prospects: [{ _id: '6b0ad146dfd807b5ed8de9e9' }],
    },
  },
  render: (args, { globals }) => (
    <CvPageStory
      page={() => <AgencyAgentLinkDialog employee={args.employee} onClose={() => undefined} />}
      path="/app/cvd"
      url="/app/cvd"
      language={globals.language ?? 'en'}
      answers={{}}
    />
  ),
} satisfies Meta<Args>;
export default meta;

export const WithAnAgent: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Agency/Agent Link',
    });
    await expect(
      within(dialog).getByText(/\/cpp\/6b0ad146dfd807b5ed8de9e8\/6b0ad146dfd807b5ed8de9e9\?lng=ar$/),
    ).toBeVisible();
  },
};

export const NoAgentOrCompany: StoryObj<typeof meta> = {
  args: { employee: { owner: { _id: '6b0ad146dfd807b5ed8de9e8' }, prospects: [] } },
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('No Agent/Company Assigned to Employee')).toBeVisible();
  },
};
