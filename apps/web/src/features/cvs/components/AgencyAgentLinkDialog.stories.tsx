import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CvPageStory, loadCvStoryWords } from '../../../app/stories/CvPageStory';
import { AgencyAgentLinkDialog } from './AgencyAgentLinkDialog';

type Args = {
  employee: Parameters<typeof AgencyAgentLinkDialog>[0]['employee'];
  ownCompanyId: string | null;
  key: string | null;
};

const AGENCY = '6b0ad146dfd807b5ed8de9e8';
const KEY = 'Xy_9-AbCdEfGhIjKlMnOpQ';

const meta = {
  title: 'CVs/Agency-Agent Link dialog',
  loaders: [loadCvStoryWords],
  args: {
    employee: {
      owner: { _id: AGENCY },
      prospects: [{ _id: '6b0ad146dfd807b5ed8de9e9' }],
    },
    ownCompanyId: AGENCY,
    key: KEY,
  },
  render: (args, { globals }) => (
    <CvPageStory
      page={() => (
        <AgencyAgentLinkDialog
          employee={args.employee}
          ownCompanyId={args.ownCompanyId}
          onClose={() => undefined}
        />
      )}
      path="/app/cvd"
      url="/app/cvd"
      language={globals.language ?? 'en'}
      answers={{
        PublicPremiumList: (variables) => ({
          publicPremiumList: { __typename: 'PublicPremiumList', agentId: variables.agentId, key: args.key },
        }),
      }}
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
      await within(dialog).findByText(
        /\/cpp\/6b0ad146dfd807b5ed8de9e8\/6b0ad146dfd807b5ed8de9e9\/Xy_9-AbCdEfGhIjKlMnOpQ\?lng=ar$/,
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Turn it off' })).toBeVisible();
  },
};

/** The agency has not turned its public list on for this agent: nothing to send yet. */
export const PublicListOff: StoryObj<typeof meta> = {
  args: { key: null },
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Turn the public list on' })).toBeVisible();
    await expect(body.queryByText(/\/cpp\//)).toBeNull();
  },
};

/** Another company's candidate (an agent looking at an agency's CV): only her agency publishes its list. */
export const AnotherAgencysCandidate: StoryObj<typeof meta> = {
  args: { ownCompanyId: '6b0ad146dfd807b5ed8de9e9' },
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/Only the candidate's agency/)).toBeVisible();
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
