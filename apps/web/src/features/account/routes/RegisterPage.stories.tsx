import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadStoryWords, SignedOutPageStory } from '../../../app/stories/SignedOutPageStory';
import { RegisterPage } from './RegisterPage';

const meta = {
  title: 'Pages/Signed out/Register',
  loaders: [loadStoryWords],
  render: (_args, { globals }) => (
    <SignedOutPageStory
      page={RegisterPage}
      path="/register"
      url="/register"
      title="pages.register"
      language={globals.language ?? 'en'}
    />
  ),
} satisfies Meta;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
