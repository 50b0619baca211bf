import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Lang } from '@placement/domain';
import { loadSignedInStoryWords, SignedInStory } from '../../../app/stories/SignedInStory';
import { CompanySearch, type CompanySearchProps } from './CompanySearch';

const FOUND = [
  { _id: 'a', displayName: 'SELAM RECRUITMENT AGENCY', email: 'info@selam.example' },
  { _id: 'b', displayName: 'SELAM BRANCH OFFICE', email: 'branch@selam.example' },
];

// The search's states as the CV maker shows them; the text and the answer are fixed per story.
const meta = {
  title: 'Pages/CVs/CV maker company search',
  loaders: [loadSignedInStoryWords],
  args: {
    text: 'se',
    state: { kind: 'short' },
    chosenId: null,
    locked: false,
    onText: () => {},
    onChoose: () => {},
  },
  render: (args: CompanySearchProps, { globals }) => (
    <SignedInStory language={(globals.language ?? 'en') as Lang}>
      <CompanySearch {...args} />
    </SignedInStory>
  ),
} satisfies Meta<CompanySearchProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TooShort: Story = {};
export const Searching: Story = { args: { text: 'selam', state: { kind: 'loading' } } };
export const NothingFound: Story = { args: { text: 'zzz', state: { kind: 'found', companies: [] } } };
export const Refused: Story = {
  args: { text: 'selam', state: { kind: 'failed', message: 'Must be 3 characters at minimum' } },
};
export const ChosenWithUnsavedChanges: Story = {
  args: { text: 'selam', state: { kind: 'found', companies: FOUND }, chosenId: 'a', locked: true },
  globals: { language: 'ar' },
};
