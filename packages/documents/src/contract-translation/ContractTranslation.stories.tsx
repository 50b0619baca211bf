import type { Meta, StoryObj } from '@storybook/react-vite';
import { PagesPreview } from '../shared/PagesPreview';
import { contractTranslationPages } from './ContractTranslation';
import { CONTRACT_TRANSLATION_CASES } from './contractTranslationFixtures';

function ContractTranslationStory({ fixture }: { fixture: keyof typeof CONTRACT_TRANSLATION_CASES }) {
  const { employee, ...options } = CONTRACT_TRANSLATION_CASES[fixture];
  return <PagesPreview pages={contractTranslationPages(employee, options)} lang="am" />;
}

const meta = {
  title: 'Documents/Contract translation (Amharic)',
  component: ContractTranslationStory,
  args: { fixture: 'complete' },
} satisfies Meta<typeof ContractTranslationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = { args: { fixture: 'complete' } };
export const LatinFallbacksMaleWorker: Story = { args: { fixture: 'latinFallbacks' } };
export const MissingRequiredData: Story = { args: { fixture: 'missingContactPerson' } };
