import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_EMPLOYMENT_AGENCY } from '../shared/documentFixtures';
import { PagesPreview } from '../shared/PagesPreview';
import { statusReportPages } from './StatusReport';
import { STATUS_REPORT_FIXTURE_OPTIONS, statusReportFixtureEmployees } from './statusReportFixtures';

function StatusReportStory({
  employees,
  addressee,
}: {
  employees: number;
  addressee: 'embassyConsulate' | 'ministryRecovery';
}) {
  const pages = statusReportPages(statusReportFixtureEmployees(employees), {
    agency: FIXTURE_EMPLOYMENT_AGENCY,
    report: { ...STATUS_REPORT_FIXTURE_OPTIONS, addressee },
  });
  return <PagesPreview pages={pages} lang="am" />;
}

const meta = {
  title: 'Documents/Status report (Amharic)',
  component: StatusReportStory,
  args: { employees: 6, addressee: 'embassyConsulate' },
} satisfies Meta<typeof StatusReportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToTheEmbassyConsulate: Story = {};
export const ToTheMinistryRecoverySection: Story = { args: { addressee: 'ministryRecovery', employees: 3 } };
export const ManyEmployees: Story = { args: { employees: 45 } };
export const NoEmployees: Story = { args: { employees: 0 } };
