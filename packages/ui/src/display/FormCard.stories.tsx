import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button';
import { FormCard } from './FormCard';

function ForgotPassword({ error }: { error?: string }) {
  return (
    <FormCard>
      <h1>Forgot password</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="story-email">Email</label>
        <input id="story-email" type="email" />
        {error && <p role="alert">{error}</p>}
        <Button type="submit">Send reset link</Button>
      </form>
      <nav>
        <a href="#login">Back to sign in</a>
      </nav>
    </FormCard>
  );
}

const meta = {
  title: 'Display/FormCard',
  component: ForgotPassword,
} satisfies Meta<typeof ForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  },
};

export const WithTheServersMessage: Story = {
  args: { error: 'This link has expired: ask for a new one' },
};

export const ArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  args: { error: 'انتهت صلاحية هذا الرابط' },
};
