import type { Meta, StoryObj } from '@storybook/react-vite';
import { CvStory } from '../fixtures/CvStory';

// Every story state of the 'default' template; CvTemplate.test.tsx renders the same states through satori.
const meta = {
  title: 'CV templates/default',
  component: CvStory,
  args: { template: 'default', state: 'EnglishOnePage' },
} satisfies Meta<typeof CvStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishOnePage: Story = { args: { state: 'EnglishOnePage' } };
export const EnglishTwoPages: Story = { args: { state: 'EnglishTwoPages' } };
export const ArabicOnePage: Story = { args: { state: 'ArabicOnePage' } };
export const ArabicTwoPages: Story = { args: { state: 'ArabicTwoPages' } };
export const LongName: Story = { args: { state: 'LongName' } };
export const MissingPhotos: Story = { args: { state: 'MissingPhotos' } };
export const NoExperience: Story = { args: { state: 'NoExperience' } };
export const ManySkills: Story = { args: { state: 'ManySkills' } };
export const LargestForm: Story = { args: { state: 'LargestForm' } };
export const LargestFormArabic: Story = { args: { state: 'LargestFormArabic' } };
