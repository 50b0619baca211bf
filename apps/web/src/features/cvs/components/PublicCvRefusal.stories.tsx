import { CombinedGraphQLErrors } from '@apollo/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CvPageStory, loadCvStoryWords } from '../../../app/stories/CvPageStory';
import { PublicCvRefusal } from './PublicCvRefusal';

const limited = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Too many wrong links: try again in 7 minutes',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 401 },
    },
  ],
});

type Args = { error: unknown };

const meta = {
  title: 'CVs/Public CV refusal',
  loaders: [loadCvStoryWords],
  args: { error: limited },
  render: (args, { globals }) => (
    <CvPageStory
      signedOut
      page={() => <PublicCvRefusal error={args.error} />}
      path="/c/:link"
      url="/c/Ab12Cd"
      language={globals.language ?? 'en'}
      answers={{}}
    />
  ),
} satisfies Meta<Args>;
export default meta;

/** Too many wrong links or passwords from the address: how long to wait, not "No CV Found". */
export const WaitAfterTooManyMisses: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    // Said as an alert (the page has an empty live region of its own too).
    await expect(await within(canvasElement).findByText(/Wait 7 min/u)).toHaveAttribute('role', 'alert');
  },
};

/** An unknown, revoked or expired link. */
export const NoCv: StoryObj<typeof meta> = {
  args: { error: undefined },
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    await expect(await within(canvasElement).findByRole('heading', { name: 'No CV Found' })).toBeVisible();
  },
};
