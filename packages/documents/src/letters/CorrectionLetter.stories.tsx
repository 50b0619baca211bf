import type { Meta, StoryObj } from '@storybook/react-vite';
import { correctionLetterPages } from './CorrectionLetter';
import {
  LETTER_FIXTURE_AGENCY,
  LETTER_FIXTURE_OPTIONS,
  letterFixtureEmployees,
} from './correctionLetterFixtures';

interface LetterStoryProps {
  type: keyof typeof LETTER_FIXTURE_OPTIONS;
  employees: number;
  scale?: number;
}

/** Every page of a letter, scaled to fit the screen as the print preview shows it. */
function LetterStory({ type, employees, scale = 0.5 }: LetterStoryProps) {
  const pages = correctionLetterPages(letterFixtureEmployees(employees), {
    agency: LETTER_FIXTURE_AGENCY,
    letter: LETTER_FIXTURE_OPTIONS[type],
  });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }} lang="am">
      {pages.map(({ element, page }, i) => (
        <div key={i} style={{ width: page.width * scale, height: page.height * scale, overflow: 'hidden' }}>
          <div style={{ transform: `scale(${scale})`, transformOrigin: 'top left' }}>{element}</div>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Documents/Correction letter',
  component: LetterStory,
  args: { type: 'name', employees: 3 },
} satisfies Meta<typeof LetterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NameCorrection: Story = { args: { type: 'name', employees: 3 } };
export const SexCorrectionOneEmployee: Story = { args: { type: 'sex', employees: 1 } };
export const ReturnToIssuedWithReason: Story = { args: { type: 'issued', employees: 2 } };
export const ManyEmployees: Story = { args: { type: 'name', employees: 40 } };
