import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CvCardSkeletons } from './CvCardSkeletons';

const meta: Meta<typeof CvCardSkeletons> = {
  title: 'CV/CvCardSkeletons',
  component: CvCardSkeletons,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}>
      <CvCardSkeletons {...args} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof CvCardSkeletons>;

export const TenWhileLoading: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="cv-skeleton"]')).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};
