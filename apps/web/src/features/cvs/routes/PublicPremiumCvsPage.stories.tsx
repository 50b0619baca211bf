import type { Meta, StoryObj } from '@storybook/react-vite';
import { CvPageStory, loadCvStoryWords } from '../../../app/stories/CvPageStory';
import { STORY_SHARED_CVS } from '../stories/cvStoryData';
import { PublicPremiumCvsPage } from './PublicPremiumCvsPage';

const meta = {
  title: 'Pages/Signed out/Agency CVs (cpp)',
  loaders: [loadCvStoryWords],
  render: (_args, { globals }) => (
    <CvPageStory
      signedOut
      page={PublicPremiumCvsPage}
      path="/cpp/:agencyId/:agentId/:key"
      url={`/cpp/6b0ad146dfd807b5ed8de9e8/6b0ad146dfd807b5ed8de9e9/Xy_9-AbCdEfGhIjKlMnOpQ?cv=${STORY_SHARED_CVS[1]!.number}`}
      language={globals.language ?? 'en'}
      answers={{ LinkedCvs: () => ({ linkedEmployees: STORY_SHARED_CVS }) }}
    />
  ),
} satisfies Meta;
export default meta;

/** Opened from the second card of the list: the stepper starts at her CV. */
export const AtTheSecondCandidate: StoryObj<typeof meta> = {};
