import type { Meta, StoryObj } from '@storybook/react-vite';
import { passportMrzLines } from '@placement/domain';
import { expect, userEvent, within } from 'storybook/test';
import { CvPageStory, loadCvStoryWords } from '../../../app/stories/CvPageStory';
import { PasteEmployeeDialog } from './PasteEmployeeDialog';

const [line1, line2] = passportMrzLines({
  surName: 'Tesfaye',
  givenName: 'Almaz',
  passportNumber: 'EP1508042',
  nationalityCode: 'ETH',
  dateOfBirth: '2004-03-13',
  sex: 'female',
  passportExpiryDate: '2033-08-15',
});

// The dialog on its own (its scan reading talks to the server, which the e2e test covers): the lines typed or
// read land in the box, the fields they fill are shown before filling, and a wrong check digit is named.
const meta = {
  title: 'Employees/Paste employee data',
  loaders: [loadCvStoryWords],
  render: (_args, { globals }) => (
    <CvPageStory
      page={() => <PasteEmployeeDialog open onClose={() => undefined} onFill={() => undefined} />}
      path="/app/employee/:id"
      url="/app/employee/abcdefghij"
      language={globals.language ?? 'en'}
      answers={{}}
    />
  ),
} satisfies Meta;
export default meta;

export const MachineReadableLines: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Paste employee data' }),
    );
    await userEvent.type(dialog.getByRole('textbox'), `${line1}{Enter}${line2}`);
    const preview = within(dialog.getByRole('region', { name: 'This will fill' }));
    await expect(preview.getByText('EP1508042')).toBeVisible();
    await expect(preview.getByText('2033-08-15')).toBeVisible();
  },
};

export const WrongCheckDigit: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Paste employee data' }),
    );
    const wrong = `${line2.slice(0, 19)}${(Number(line2[19]) + 1) % 10}${line2.slice(20)}`;
    await userEvent.type(dialog.getByRole('textbox'), `${line1}{Enter}${wrong}`);
    await expect(dialog.queryByRole('region', { name: 'This will fill' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Fill the form' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Wrong check digit for the date of birth',
    );
  },
};

// A nationality code the list does not hold (UTO, the ICAO specimen state): the preview says it fills nothing.
export const UnknownNationalityCode: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    if ((globals.language ?? 'en') !== 'en') return;
    const [specimen1, specimen2] = passportMrzLines({
      surName: 'Eriksson',
      givenName: 'Anna Maria',
      passportNumber: 'L898902C3',
      nationalityCode: 'UTO',
      dateOfBirth: '1994-08-12',
      sex: 'female',
      passportExpiryDate: '2032-04-15',
    });
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Paste employee data' }),
    );
    await userEvent.type(dialog.getByRole('textbox'), `${specimen1}{Enter}${specimen2}`);
    const preview = within(dialog.getByRole('region', { name: 'This will fill' }));
    await expect(preview.getByRole('note')).toHaveTextContent('The nationality code UTO is not one of');
  },
};
