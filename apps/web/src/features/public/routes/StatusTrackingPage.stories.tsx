import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadStoryWords, SignedOutPageStory } from '../../../app/stories/SignedOutPageStory';
import { StatusTrackingPage } from './StatusTrackingPage';

const meta = {
  title: 'Pages/Signed out/Track status',
  loaders: [loadStoryWords],
  render: (_args, { globals }) => (
    <SignedOutPageStory
      page={StatusTrackingPage}
      path="/ts"
      url="/ts"
      title="pages.statusTracking"
      language={globals.language ?? 'en'}
    />
  ),
} satisfies Meta;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
