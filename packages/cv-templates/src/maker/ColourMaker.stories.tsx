import { defaultCvTemplateSettings, settingsForCompany } from '@placement/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CV_FIXTURES, CV_FIXTURE_TODAY, FIXTURE_AGENCY } from '../fixtures/cvFixtures';
import { ColourMaker } from './ColourMaker';

// The stories keep the edited settings in state, as the CV maker screen will.
function Playground({
  start,
  uiLang,
}: {
  start: ReturnType<typeof defaultCvTemplateSettings>;
  uiLang: 'en' | 'ar';
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

export const Defaults: Story = {};

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
