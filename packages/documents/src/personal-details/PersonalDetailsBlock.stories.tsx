import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_SAUDI_EMPLOYEE } from '../shared/documentFixtures';
import { PersonalDetailsBlock } from './PersonalDetailsBlock';

const meta = {
  title: 'Documents/Personal-details block',
  component: PersonalDetailsBlock,
  args: { employee: FIXTURE_SAUDI_EMPLOYEE, width: 880 },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', padding: 16, background: '#ffffff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonalDetailsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorkVisa: Story = {};
export const VisitVisaPaidInCash: Story = {
  args: {
    employee: {
      ...FIXTURE_SAUDI_EMPLOYEE,
      visa: { ...FIXTURE_SAUDI_EMPLOYEE.visa, visaType: 'visit' },
      embassyProcess: null,
      additionalData: { ...FIXTURE_SAUDI_EMPLOYEE.additionalData, pastNationality: 'eritrean' },
    },
  },
};
