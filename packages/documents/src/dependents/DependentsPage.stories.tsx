import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_EMPLOYMENT_AGENCY, FIXTURE_SAUDI_EMPLOYEE } from '../shared/documentFixtures';
import { PagesPreview } from '../shared/PagesPreview';
import { DependentsPage, DEPENDENTS_PAGE, type DependentsPageProps } from './DependentsPage';

function DependentsStory(props: DependentsPageProps) {
  return <PagesPreview pages={[{ element: <DependentsPage {...props} />, page: DEPENDENTS_PAGE }]} />;
}

const meta = {
  title: 'Documents/Dependents page',
  component: DependentsStory,
  args: { employee: FIXTURE_SAUDI_EMPLOYEE, agency: FIXTURE_EMPLOYMENT_AGENCY },
} satisfies Meta<typeof DependentsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoDependents: Story = {};
export const TwoChildren: Story = {
  args: {
    dependents: [
      { name: 'Dawit Alemu', relationship: 'Son', sex: 'male', dateOfBirth: '2019-02-11' },
      { name: 'Liya Alemu', relationship: 'Daughter', sex: 'female', dateOfBirth: '2021-09-30' },
    ],
  },
};
export const AgencyWithoutLicenceOrMobile: Story = {
  args: { agency: { displayName: 'Small Office', address: { telephone: '+251 11 111 1111' } } },
};
