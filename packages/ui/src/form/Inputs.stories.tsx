import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { VALIDATION_MESSAGES, validationMessageWith, validationTextAr } from '@placement/domain';
import { uiTextSignedOutAr } from '../i18n/uiTextAr';
import { uiTextSignedInAr } from '../i18n/uiTextSignedInAr';
import { UiWordsProvider } from '../theme/UiWordsProvider';
import type { FieldMessageText } from '../theme/uiWordsContext';
import { PasswordInput } from './PasswordInput';
import { TextInput } from './TextInput';

// The fields bound to nothing, as a page that keeps its own form state uses them (the web app's sign-in).
function SignInInputs({ emailError }: { emailError?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form style={{ maxWidth: 360, padding: 24 }} noValidate>
      <TextInput
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={emailError}
      />
      <PasswordInput name="password" label="Password" value={password} onChange={setPassword} />
    </form>
  );
}

const meta: Meta<typeof SignInInputs> = {
  title: 'Form/Inputs',
  component: SignInInputs,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const TypingAndShowingThePassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'clerk@addisstar.demo');
    await expect(canvas.getByLabelText('Email')).toHaveValue('clerk@addisstar.demo');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Password')).toHaveValue('demo1234');
  },
};

export const WithItsMessage: Story = {
  args: { emailError: 'Invalid email address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AmharicInAPagesOwnBoxKeepsThePageFont: Story = {
  globals: { language: 'am' },
  // A page's own <input> (not TextInput), as the company profile has: the global style must carry the font.
  render: () => (
    <label style={{ display: 'grid', gap: 4, padding: 24, maxWidth: 360 }}>
      Company name in Amharic
      <input defaultValue="አዲስ ስታር" />
    </label>
  ),
  play: async ({ canvas }) => {
    // Form controls default to the system face, which has no Ethiopic: the name showed as empty boxes.
    const box = canvas.getByLabelText('Company name in Amharic');
    await expect(getComputedStyle(box).fontFamily).toBe(getComputedStyle(document.body).fontFamily);
    await expect(getComputedStyle(box).fontFamily).toContain('Noto Sans Ethiopic');
  },
};

// The web app's entry: the messages' catalogue is not in yet when a field gets its message (a server's answer
// before the form's rules loaded); the field asks for it and shows the message once it is in, never in English.
function MessageBeforeItsCatalogue() {
  const [text, setText] = useState<FieldMessageText>();
  const [asked, setAsked] = useState(0);
  const load = useCallback(() => setAsked((count) => count + 1), []);
  const fieldMessages = useMemo(() => ({ text, load }), [text, load]);
  const arrive = () => setText(() => (message: string) => validationMessageWith(message, validationTextAr));
  return (
    <UiWordsProvider
      language="ar"
      words={{ ...uiTextSignedOutAr, ...uiTextSignedInAr }}
      fieldMessages={fieldMessages}
    >
      <form style={{ maxWidth: 360, padding: 24 }} noValidate>
        <TextInput
          name="email"
          label="البريد الإلكتروني"
          value=""
          onChange={() => {}}
          error={VALIDATION_MESSAGES.required}
        />
        <output data-testid="asked">{asked}</output>
        <button type="button" onClick={arrive} disabled={asked === 0}>
          catalogue in
        </button>
      </form>
    </UiWordsProvider>
  );
}

export const ArabicMessageWaitsForItsCatalogue: Story = {
  render: () => <MessageBeforeItsCatalogue />,
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('البريد الإلكتروني');
    await expect(await canvas.findByTestId('asked')).toHaveTextContent(/^[1-9]/);
    await expect(canvas.queryByText(VALIDATION_MESSAGES.required)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'catalogue in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('مطلوب');
    await expect(field).toHaveAccessibleDescription('مطلوب');
    await expect(canvas.getByRole('alert')).toHaveTextContent('مطلوب');
  },
};
