import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadStoryWords, SignedOutPageStory } from '../../../app/stories/SignedOutPageStory';
import { HomePage } from './HomePage';

const meta = {
  title: 'Pages/Signed out/Home',
  loaders: [loadStoryWords],
  render: (_args, { globals }) => (
    <SignedOutPageStory
      page={HomePage}
      path="/home"
      url="/home"
      title="pages.home"
      language={globals.language ?? 'en'}
    />
  ),
} satisfies Meta;
export default meta;

export const Home: StoryObj<typeof meta> = {};
