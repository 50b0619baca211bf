import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadStoryWords, SignedOutPageStory } from '../../../app/stories/SignedOutPageStory';
import { VerifyEmailPage } from './VerifyEmailPage';

const meta = {
  title: 'Pages/Signed out/Verify e-mail',
  loaders: [loadStoryWords],
  render: (_args, { globals }) => (
    <SignedOutPageStory
      page={VerifyEmailPage}
      path="/verify/:id/:token/:expires/:signature"
      url="/verify/0123456789abcdef01234567/token/1/signature"
      title="pages.verify"
      language={globals.language ?? 'en'}
    />
  ),
} satisfies Meta;
export default meta;

/** A link that no longer works: the API's message and the button asking for a new e-mail (no server here). */
export const LinkExpired: StoryObj<typeof meta> = {
  beforeEach: () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response(JSON.stringify({ errors: [{ message: 'This verification link has expired' }] }), {
        headers: { 'content-type': 'application/json' },
      });
    return () => {
      globalThis.fetch = realFetch;
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This verification link has expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend verification e-mail' })).toBeEnabled();
  },
};
