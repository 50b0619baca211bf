import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CvPageStory, loadCvStoryWords } from '../../../app/stories/CvPageStory';
import { STORY_OWN_CVS } from '../stories/cvStoryData';
import { CvMakerPanel } from './CvMakerPanel';

// The panel as 'Show CV Maker' opens it on the CV detail, beside the first of the agency's CVs.
const PanelOfFirstCv = () => <CvMakerPanel employee={STORY_OWN_CVS[0]!} />;

const meta = {
  title: 'Pages/CVs/CV detail: Show CV Maker',
  loaders: [loadCvStoryWords],
  render: (_args, { globals }) => (
    <CvPageStory
      page={PanelOfFirstCv}
      path="/app/cvd"
      url="/app/cvd"
      language={globals.language ?? 'en'}
      answers={{}}
    />
  ),
} satisfies Meta;
export default meta;

/** Nothing changed yet: Save and Discard wait for a change; the CV is drawn beside the settings. */
export const Opened: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-printed-page]')).not.toBeNull(), {
      timeout: 10_000,
    });
    const panel = canvasElement.querySelector('[data-testid="cv-maker-panel"]')!;
    const buttons = [...panel.querySelectorAll('button')].slice(0, 2);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};
