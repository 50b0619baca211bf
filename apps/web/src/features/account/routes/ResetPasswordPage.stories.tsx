import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadStoryWords, SignedOutPageStory } from '../../../app/stories/SignedOutPageStory';
import { ResetPasswordPage } from './ResetPasswordPage';

const meta = {
  title: 'Pages/Signed out/Reset password',
  loaders: [loadStoryWords],
  render: (_args, { globals }) => (
    <SignedOutPageStory
      page={ResetPasswordPage}
      path="/reset/:id/:token"
      url="/reset/0123456789abcdef01234567/token.1.signature"
      title="pages.resetPassword"
      language={globals.language ?? 'en'}
    />
  ),
} satisfies Meta;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
