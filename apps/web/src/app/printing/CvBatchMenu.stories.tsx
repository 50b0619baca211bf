import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadSignedInWords, SignedInPieceStory } from '../stories/SignedInPieceStory';
import { CvBatchMenu, type CvBatchMenuProps } from './CvBatchMenu';
import { PrintFlowContext, type PrintFlow } from './printFlow';

// The print flow as a list hands it down; a story only shows what the menu offers.
const idleFlow: PrintFlow = { busy: false, print: () => {} };
const busyFlow: PrintFlow = { busy: true, print: () => {} };

const meta = {
  title: 'Printing/Download CVs menu',
  loaders: [loadSignedInWords],
  args: { selectedIds: Array.from({ length: 30 }, (_, n) => `e${n}`) },
  render: (args: CvBatchMenuProps, { parameters }) => (
    <SignedInPieceStory>
      <PrintFlowContext.Provider value={(parameters.flow as PrintFlow | undefined) ?? idleFlow}>
        <div style={{ minHeight: 160 }}>
          <CvBatchMenu {...args} />
        </div>
      </PrintFlowContext.Provider>
    </SignedInPieceStory>
  ),
} satisfies Meta<CvBatchMenuProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty candidates selected, the menu open on its two files. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(2);
  },
};
export const NothingSelected: Story = { args: { selectedIds: [] } };
export const WhileAnotherPrintRuns: Story = { parameters: { flow: busyFlow } };
