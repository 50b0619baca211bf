import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadStoryWords, SignedOutPageStory } from '../../../app/stories/SignedOutPageStory';
import { withConfiguredProvider } from '../components/providerStory';
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

/** With an identity provider configured on the server: registering through it, below the form. */
export const WithIdentityProvider: StoryObj<typeof meta> = {
  beforeEach: withConfiguredProvider,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Register with Google' })).toBeEnabled();
  },
};
