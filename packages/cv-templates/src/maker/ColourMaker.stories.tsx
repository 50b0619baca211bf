import { defaultCvTemplateSettings, settingsForCompany } from '@placement/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { CV_FIXTURES, CV_FIXTURE_TODAY, FIXTURE_AGENCY } from '../fixtures/cvFixtures';
import { ColourMaker } from './ColourMaker';
import type { MakerLang } from './makerLabels';

// The stories keep the edited settings in state, as the CV maker screen will.
function Playground({
  start,
  uiLang,
}: {
  start: ReturnType<typeof defaultCvTemplateSettings>;
  uiLang: MakerLang;
}) {
  const [settings, setSettings] = useState(start);
  return (
    <ColourMaker
      settings={settings}
      onChange={setSettings}
      employee={CV_FIXTURES.typical}
      agency={FIXTURE_AGENCY}
      today={CV_FIXTURE_TODAY}
      uiLang={uiLang}
    />
  );
}

const meta = {
  title: 'CV templates/Colour maker',
  component: Playground,
  args: { start: defaultCvTemplateSettings(), uiLang: 'en' },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

// Any element of the live preview painted in the given rgb triple (plain fill, gradient or translucent fill).
function previewPaints(canvasElement: HTMLElement, rgb: string): boolean {
  const preview = canvasElement.querySelector('[data-printed-page]');
  if (!preview) throw new Error('the live preview is missing');
  return [...preview.querySelectorAll('*')].some((element) => {
    const style = getComputedStyle(element);
    return style.backgroundColor.includes(rgb) || style.backgroundImage.includes(rgb);
  });
}

export const Defaults: Story = {
  // A keyboard user moves from one colour to the next with Tab, types the agency's brand colour and sees the
  // CV redrawn in it, with the colour string to be saved updated.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navy = '10, 61, 98';
    expect(previewPaints(canvasElement, navy)).toBe(false);

    canvas.getByLabelText('Header font', { selector: 'input[type="text"]' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(
      canvas.getByLabelText('Header background', { selector: 'input[type="color"]' }),
    );
    await userEvent.tab();
    const code = canvas.getByLabelText('Header background', { selector: 'input[type="text"]' });
    expect(document.activeElement).toBe(code);
    await userEvent.keyboard('{End}{Backspace>12/}#0a3d62');
    await userEvent.tab();

    await waitFor(() => expect(previewPaints(canvasElement, navy)).toBe(true));
    expect(canvas.getByLabelText('Header background', { selector: 'input[type="color"]' })).toHaveValue(
      '#0a3d62',
    );
    expect(canvas.getByLabelText('Colour string')).toHaveTextContent(/^#[0-9a-f]{6},#[0-9a-f]{6},#0a3d62,/);
  },
};

export const CompanyWithColourString: Story = {
  args: {
    start: settingsForCompany({
      cvTemplate: {
        name: 'maleda',
        useHeaderGradient: true,
        headerGradient: 'linear-gradient_90deg_#0a3d62_0%_#3c6382_100%',
      },
      remarks: '#ffffff,#ffffff,#0a3d62,#0a3d62,#dfe6ee,#222222,#ffffff',
    }),
  },
};

export const ArabicPanel: Story = { args: { start: defaultCvTemplateSettings('maker'), uiLang: 'ar' } };

export const AmharicPanel: Story = { args: { start: defaultCvTemplateSettings(), uiLang: 'am' } };
