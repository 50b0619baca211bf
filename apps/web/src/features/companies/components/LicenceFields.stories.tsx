import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loadSignedInWords, SignedInPieceStory } from '../../../app/stories/SignedInPieceStory';
import { LicenceFields, NO_LICENCE_TERMS, type LicenceValues } from './LicenceFields';
import { licenceInput } from './licenceInput';

function Editable({ initial }: { initial: LicenceValues }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <LicenceFields values={values} onChange={setValues} />
      <output data-testid="input">{JSON.stringify(licenceInput(values))}</output>
    </>
  );
}

const meta = {
  title: 'Pages/Companies/Licence fields',
  component: Editable,
  loaders: [loadSignedInWords],
  args: { initial: NO_LICENCE_TERMS },
  decorators: [(Story) => <SignedInPieceStory>{Story()}</SignedInPieceStory>],
} satisfies Meta<typeof Editable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SetsAgencyTypeAndLicence: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Agency type'), 'sudan');
    await userEvent.selectOptions(canvas.getByLabelText('Licence state'), 'renewal');
    await userEvent.type(canvas.getByLabelText('Registration quota'), '50');
    await expect(JSON.parse(canvas.getByTestId('input').textContent ?? '{}')).toMatchObject({
      depositAmount: 'sudan',
      licence: 'renewal',
      licenceQuota: 50,
    });
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  args: {
    initial: {
      agencyType: 'commission',
      licence: 'expired',
      licenceQuota: '200',
      licenceStartsOn: '2026-01-01',
      licenceEndsOn: '2026-12-31',
    },
  },
};
