import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadStoryWords, SignedOutPageStory } from '../../../app/stories/SignedOutPageStory';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const meta = {
  title: 'Pages/Signed out/Forgot password',
  loaders: [loadStoryWords],
  render: (_args, { globals }) => (
    <SignedOutPageStory
      page={ForgotPasswordPage}
      path="/forgotPassword"
      url="/forgotPassword"
      title="pages.forgotPassword"
      language={globals.language ?? 'en'}
    />
  ),
} satisfies Meta;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
