import type { Meta, StoryObj } from '@storybook/react-vite';
import { CvPageStory, loadCvStoryWords } from '../../../app/stories/CvPageStory';
import { STORY_OWN_CVS, STORY_SHORT_LINKS } from '../stories/cvStoryData';
import { CustomCvDetailPage } from './CustomCvDetailPage';

const meta = {
  title: 'Pages/CVs/Custom CV detail (app/cvp)',
  loaders: [loadCvStoryWords],
  render: (_args, { globals }) => (
    <CvPageStory
      page={CustomCvDetailPage}
      path="/app/cvp"
      url={`/app/cvp?id=${STORY_OWN_CVS[1]!._id}`}
      language={globals.language ?? 'en'}
      answers={{
        CvList: () => ({
          employees: {
            __typename: 'EmployeesWithCount',
            totalCount: STORY_OWN_CVS.length,
            employees: STORY_OWN_CVS,
          },
        }),
        ShortLinks: () => ({ shortLinks: STORY_SHORT_LINKS }),
      }}
    />
  ),
} satisfies Meta;
export default meta;

/** The second of three CVs; no Edit Detail in the premium detail. */
export const SecondOfThree: StoryObj<typeof meta> = {};
