import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../display/Button';
import { ToastProvider, useToast } from './Toasts';

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ padding: 24, display: 'flex', gap: 8 }}>
      <Button type="button" onClick={() => toast('success', 'Email Sent Successfully')}>
        Success
      </Button>
      <Button type="button" onClick={() => toast('warning', 'Service will stop unless payment is made')}>
        Warning
      </Button>
      <Button type="button" $variant="danger" onClick={() => toast('error', 'Not authorized')}>
        Error
      </Button>
    </div>
  );
}

const meta: Meta = {
  title: 'Feedback/Toasts',
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
};
export default meta;
type Story = StoryObj;

export const SuccessTwoSecondsErrorSix: Story = {
  play: async ({ canvas }) => {
    // Each clock starts before its click, so the measured lifetime can only be longer than the timer, never shorter.
    const successClicked = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const errorClicked = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Email Sent Successfully');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not authorized');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 4000,
      interval: 20,
    });
    await expect(performance.now() - successClicked).toBeGreaterThanOrEqual(1990);
    // The error is still there after the success message has gone.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not authorized');
    await waitFor(() => expect(canvas.getByRole('alert')).toBeEmptyDOMElement(), {
      timeout: 6000,
      interval: 20,
    });
    await expect(performance.now() - errorClicked).toBeGreaterThanOrEqual(5990);
  },
};

export const DismissByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    canvas.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const ArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(canvas.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};

export const WarningIsAnnouncedAndTellsItselfApartFromAnError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Service will stop unless payment is made');
    const warning = alert.querySelector('[data-kind="warning"]');
    const error = alert.querySelector('[data-kind="error"]');
    await expect(warning).not.toBeNull();
    await expect(error).not.toBeNull();
    await expect(getComputedStyle(warning!).backgroundColor).not.toBe(
      getComputedStyle(error!).backgroundColor,
    );
  },
};
