import type { Meta, StoryObj } from '@storybook/react-vite';
import { CvPageStory, loadCvStoryWords } from '../../../app/stories/CvPageStory';
import { STORY_OWN_CVS, STORY_SHARED_CVS, STORY_SHORT_LINKS } from '../stories/cvStoryData';
import { PremiumCvListPage } from './PremiumCvListPage';

const answers = {
  CvList: () => ({
    employees: {
      __typename: 'EmployeesWithCount',
      totalCount: STORY_OWN_CVS.length,
      employees: STORY_OWN_CVS,
    },
  }),
  ShortLinks: () => ({ shortLinks: STORY_SHORT_LINKS }),
  LinkedCvs: () => ({ linkedEmployees: STORY_SHARED_CVS }),
};

const meta = {
  title: 'Pages/CVs/Premium CV list (app/pcv)',
  loaders: [loadCvStoryWords],
  args: { url: '/app/pcv' },
  render: (args, { globals }) => (
    <CvPageStory
      page={PremiumCvListPage}
      path="/app/pcv"
      url={args.url}
      language={globals.language ?? 'en'}
      answers={answers}
    />
  ),
} satisfies Meta<{ url: string }>;
export default meta;

/** The company's own available candidates as premium cards, the first one offered to no agent. */
export const OwnCandidates: StoryObj<typeof meta> = {};

/** Given agencyId and agentId: that agency's list for that agent, as its public page shows it. */
export const ForAnAgencyAndAgent: StoryObj<typeof meta> = {
  args: { url: '/app/pcv?agencyId=6b0ad146dfd807b5ed8de9e8&agentId=6b0ad146dfd807b5ed8de9e9' },
};
