import type { Meta, StoryObj } from '@storybook/react-vite';
import { PagesPreview } from '../shared/PagesPreview';
import { kuwaitContractPages } from './KuwaitContract';
import { KUWAIT_CONTRACT_CASES } from './kuwaitContractFixtures';

function KuwaitContractStory({ fixture }: { fixture: keyof typeof KUWAIT_CONTRACT_CASES }) {
  const { employee, ...options } = KUWAIT_CONTRACT_CASES[fixture];
  return <PagesPreview pages={kuwaitContractPages(employee, options)} scale={0.4} />;
}

const meta = {
  title: 'Documents/Kuwait employment contract',
  component: KuwaitContractStory,
  args: { fixture: 'kuwaitCityDefault' },
} satisfies Meta<typeof KuwaitContractStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KuwaitCityWhenTheVisaNamesNoCity: Story = { args: { fixture: 'kuwaitCityDefault' } };
export const NamedCityMaleWorker: Story = { args: { fixture: 'namedCityMaleWorker' } };
export const MissingRequiredData: Story = { args: { fixture: 'missingVisaAddress' } };
