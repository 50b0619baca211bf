import type { Meta, StoryObj } from '@storybook/react-vite';
import { FLAG_NATIONALITIES, Flag } from './Flag';

// Every flag a CV draws, at the size the walif and default layouts give it, beside its nationality.
function AllFlags() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
      {FLAG_NATIONALITIES.map((nationality) => (
        <div key={nationality} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Flag nationality={nationality} width={150} height={80} />
          <span>{nationality}</span>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'CV templates/parts/Flag',
  component: Flag,
  args: { nationality: 'sudanese', width: 150, height: 80 },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sudanese: Story = {};
export const Ethiopian: Story = { args: { nationality: 'ethiopian' } };
export const Kenyan: Story = { args: { nationality: 'kenyan' } };
export const Ugandan: Story = { args: { nationality: 'ugandan' } };
export const Indonesian: Story = { args: { nationality: 'indonesian' } };
export const Every: Story = { render: () => <AllFlags /> };
