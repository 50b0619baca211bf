import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CvPageStory, loadCvStoryWords } from '../../../app/stories/CvPageStory';
import { STORY_SHARED_CVS } from '../stories/cvStoryData';
import { MobileCv } from './MobileCv';

type Args = { employee: (typeof STORY_SHARED_CVS)[number] };

const meta = {
  title: 'CVs/Shared CV on a phone',
  loaders: [loadCvStoryWords],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { employee: STORY_SHARED_CVS[0]! },
  render: (args, { globals }) => (
    <CvPageStory
      signedOut
      page={() => (
        <div style={{ maxWidth: 390 }}>
          <MobileCv employee={args.employee} source={{ kind: 'shared', link: 'Ab12Cd' }} />
        </div>
      )}
      path="/c/:link"
      url="/c/Ab12Cd"
      language={globals.language ?? 'en'}
      answers={{}}
    />
  ),
} satisfies Meta<Args>;
export default meta;

/** The CV's facts as text at phone size; the printed page one tap away. */
export const Facts: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'MULU TADESSE YUSUF' })).toBeVisible();
    await expect(canvas.getByText('Monthly Salary')).toBeVisible();
    await expect(canvas.getByText('Work Experience')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the printed page' }));
    await expect(await canvas.findByRole('button', { name: 'Back to the facts' })).toBeVisible();
  },
};

/** A hide-contact link: no name, no passport block. */
export const WithoutNameAndPassport: StoryObj<typeof meta> = {
  args: {
    employee: {
      ...STORY_SHARED_CVS[1]!,
      givenName: null as never,
      surName: null as never,
      passportNumber: null as never,
    },
  },
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Personal Details')).toBeVisible();
    await expect(canvas.queryByText('Passport Details')).toBeNull();
    await expect(canvas.queryByText(/SELAM/)).toBeNull();
  },
};
