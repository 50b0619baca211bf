import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CvPageStory, loadCvStoryWords, type StoryAnswers } from '../../../app/stories/CvPageStory';
import { STORY_SHARED_CVS } from '../stories/cvStoryData';
import { PublicPremiumListPage } from './PublicPremiumListPage';

const AGENCY = '6b0ad146dfd807b5ed8de9e8';
const AGENT = '6b0ad146dfd807b5ed8de9e9';

const listed: StoryAnswers = { LinkedCvs: () => ({ linkedEmployees: STORY_SHARED_CVS }) };
const empty: StoryAnswers = { LinkedCvs: () => ({ linkedEmployees: [] }) };

const meta = {
  title: 'Pages/Signed out/Agency CV list (pcv)',
  loaders: [loadCvStoryWords],
  args: { answers: listed },
  render: (args, { globals }) => (
    <CvPageStory
      signedOut
      page={PublicPremiumListPage}
      path="/pcv/:agencyId/:agentId/:key"
      url={`/pcv/${AGENCY}/${AGENT}/Xy_9-AbCdEfGhIjKlMnOpQ`}
      language={globals.language ?? 'en'}
      answers={args.answers}
    />
  ),
} satisfies Meta<{ answers: StoryAnswers }>;
export default meta;

export const ThreeCandidates: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'MULU TADESSE' })).toBeVisible();
    // Premium cards: religion and marital status, and no agent row (every card here is the visitor's).
    await expect(canvas.getAllByText('Religion')).toHaveLength(3);
    await expect(canvas.queryByText('Agent')).toBeNull();
  },
};

export const NoCandidates: StoryObj<typeof meta> = {
  args: { answers: empty },
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    await expect(await within(canvasElement).findByRole('heading', { name: 'No CVs Found' })).toBeVisible();
  },
};
