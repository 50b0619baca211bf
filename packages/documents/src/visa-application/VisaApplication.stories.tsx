import type { Meta, StoryObj } from '@storybook/react-vite';
import { PagesPreview } from '../shared/PagesPreview';
import { VISA_APPLICATION_CASES } from './visaApplicationFixtures';
import { visaApplicationPages } from './visaApplicationPages';

function VisaApplicationStory({ fixture }: { fixture: keyof typeof VISA_APPLICATION_CASES }) {
  const { employee, agency, ...rest } = VISA_APPLICATION_CASES[fixture];
  const pages = visaApplicationPages(employee, agency, 'dependents' in rest ? rest.dependents : []);
  if (pages.length === 0)
    return (
      <div style={{ padding: 16 }}>
        No application: the employee lacks a visa, passport or application number.
      </div>
    );
  return <PagesPreview pages={pages} />;
}

const meta = {
  title: 'Documents/Saudi embassy visa application',
  component: VisaApplicationStory,
  args: { fixture: 'twoBlockLayout' },
} satisfies Meta<typeof VisaApplicationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoBlockLayout: Story = { args: { fixture: 'twoBlockLayout' } };
export const CommissionCompanyLayout: Story = { args: { fixture: 'commissionLayout' } };
export const WithoutPhotoVisitVisaOneDependent: Story = { args: { fixture: 'withoutPhotoVisitVisa' } };
export const WithoutApplicationNumber: Story = { args: { fixture: 'withoutApplicationNumber' } };
