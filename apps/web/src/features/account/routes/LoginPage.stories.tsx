import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { loadStoryWords, SignedOutPageStory } from '../../../app/stories/SignedOutPageStory';
import { withConfiguredProvider } from '../components/providerStory';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Pages/Signed out/Sign in',
  loaders: [loadStoryWords],
  render: (_args, { globals }) => (
    <SignedOutPageStory
      page={LoginPage}
      path="/login"
      url="/login"
      title="pages.login"
      language={globals.language ?? 'en'}
    />
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The domain's rules, checked on submit without react-hook-form: each field's message, focus on the first. */
export const RulesOnSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getAllByText('Required')).toHaveLength(2));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Email'), 'clerk@');
    await waitFor(() => expect(canvas.getByText('Invalid email address')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** With an identity provider configured on the server: its button under the form (absent otherwise). */
export const WithIdentityProvider: Story = {
  beforeEach: withConfiguredProvider,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  },
};
