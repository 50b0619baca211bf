import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ageInYears, agentName, label } from '@placement/domain';
import { CvCard, type CvCardFact } from './CvCard';

const employee = {
  givenName: 'ALMAZ',
  passportNumber: 'EP4512300',
  dateOfBirth: '1996-05-14',
  prospects: [{ displayName: 'Al Noor Recruitment Office Riyadh' }],
  salary: 1000,
  currency: 'SAR',
  arabicLanguage: 'good',
  englishLanguage: 'poor',
  religion: 'muslim',
  maritalStatus: 'single',
};

// The card's facts as the CV list builds them (spec 02 §2.1) with the domain's display rules.
function facts(lang: 'en' | 'ar', prospects = employee.prospects): CvCardFact[] {
  return [
    { label: 'Passport', value: employee.passportNumber },
    { label: 'Agent', value: agentName({ prospects }) },
    { label: 'Age', value: String(ageInYears(employee.dateOfBirth, '2026-01-01')) },
    { label: 'Salary', value: `${employee.salary} ${employee.currency}` },
    { label: 'Arabic', value: label('languageLevel', employee.arabicLanguage, lang) },
    { label: 'English', value: label('languageLevel', employee.englishLanguage, lang) },
    { label: 'Religion', value: label('religion', employee.religion, lang) },
    { label: 'Marital Status', value: label('maritalStatus', employee.maritalStatus, lang) },
  ];
}

const meta = {
  title: 'CV/CvCard',
  component: CvCard,
  args: {
    givenName: employee.givenName,
    facts: facts('en'),
    actions: [
      { label: 'Select', run: fn() },
      { label: 'View Detail', run: fn() },
      { label: 'Edit Data', run: fn() },
      { label: 'Share', run: fn() },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CvCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CardMenuByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Al Noor Recruit')).toBeVisible();
    await expect(canvas.getByText('29')).toBeVisible();
    const more = canvas.getByRole('button', { name: 'Actions: ALMAZ' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Select' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.actions[3]?.run).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const NoAgentSelected: Story = {
  args: { facts: facts('en', []), selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NO AGENT ASSIGNED')).toBeVisible();
  },
};

export const ArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  args: { facts: facts('ar') },
};

export const CardMenuClosesOnTabAndOutsideClick: Story = {
  play: async ({ canvas, canvasElement }) => {
    const more = canvas.getByRole('button', { name: 'Actions: ALMAZ' });
    await userEvent.click(more);
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.queryByRole('menu')).toBeNull();
    await userEvent.click(more);
    await userEvent.click(canvasElement);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};
