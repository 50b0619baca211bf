import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UiProvider } from '../theme/UiProvider';
import type { Language, Mode } from '../theme/Theme';
import { LanguageToggle } from './LanguageToggle';
import { ModeToggle } from './ModeToggle';

// The toggles drive a nested provider, as the web app's preferences drive the root one.
function Preferences() {
  const [language, setLanguage] = useState<Language>('en');
  const [mode, setMode] = useState<Mode>('light');
  return (
    <UiProvider language={language} mode={mode}>
      <div data-testid="page" style={{ padding: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
        <LanguageToggle value={language} onChange={setLanguage} languages={['en', 'ar', 'am']} />
        <ModeToggle value={mode} onChange={setMode} />
      </div>
    </UiProvider>
  );
}

const meta: Meta = { title: 'Navigation/LanguageAndModeToggles', render: () => <Preferences /> };
export default meta;
type Story = StoryObj;

export const SwitchLanguageAndMode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }));
    await expect(canvas.getByTestId('page').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('group', { name: 'اللغة' })).toBeVisible();
    const mode = canvas.getByRole('button', { name: 'الوضع الداكن' });
    await expect(mode).toHaveAttribute('aria-pressed', 'false');
    mode.focus();
    await userEvent.keyboard(' ');
    await expect(mode).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'አማርኛ' }));
    await expect(canvas.getByTestId('page').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  },
};

export const RightToLeftDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
};
