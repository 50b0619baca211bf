import type { Meta, StoryObj } from '@storybook/react-vite';
import { contradictionMessage, documentContradictions, type Lang } from '@placement/domain';
import { loadSignedInWords, SignedInPieceStory } from '../../../app/stories/SignedInPieceStory';
import { PrintWarningsDialog, type PrintWarningsDialogProps } from './PrintWarningsDialog';

// The warnings as the API words them: the domain's contradictions of a Kuwait applicant with a Riyadh visa.
function riyadhVisaWarnings(language: Lang) {
  return documentContradictions('kuwaitContract', {
    additionalData: { appliedCountry: 'kuwait' },
    visa: { address: { city: 'RIYADH', country: 'saudi_arabia' } },
  }).map((contradiction) => ({
    employeeId: 'e1',
    name: 'TIGIST ALEMU',
    code: contradiction.code,
    message: contradictionMessage(contradiction, language),
  }));
}

const meta = {
  title: 'Printing/Warnings before printing',
  loaders: [loadSignedInWords],
  args: { label: 'Kuwait Contract — TIGIST ALEMU', warnings: [], onFix: () => {}, onPrintAnyway: () => {} },
  render: (args: PrintWarningsDialogProps, { globals }) => (
    <SignedInPieceStory>
      <PrintWarningsDialog {...args} warnings={riyadhVisaWarnings((globals.language ?? 'en') as Lang)} />
    </SignedInPieceStory>
  ),
} satisfies Meta<PrintWarningsDialogProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KuwaitContractForARiyadhVisa: Story = {};
export const InArabic: Story = { globals: { language: 'ar' } };
