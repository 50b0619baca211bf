import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent } from 'storybook/test';
import { SwipeableStepper } from './SwipeableStepper';

const names = ['ALMAZ', 'HIWOT', 'MERON', 'SELAM', 'TIGIST', 'BETELHEM', 'FATUMA'];

function SharedCvs() {
  const [index, setIndex] = useState(0);
  return (
    <div style={{ maxWidth: 480, padding: 16 }}>
      <SwipeableStepper
        label="Shared CVs"
        count={names.length}
        index={index}
        onIndexChange={setIndex}
        renderSlide={(slide) => <h2 style={{ margin: 24 }}>CV of {names[slide]}</h2>}
      />
    </div>
  );
}

const meta: Meta = { title: 'Navigation/SwipeableStepper', render: () => <SharedCvs /> };
export default meta;
type Story = StoryObj;

export const BackNextSwipe: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'CV of ALMAZ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    // Only slides within 2 of the current one exist.
    await expect(canvasElement.querySelectorAll('[data-slide]')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'CV of HIWOT' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slide]')).toHaveLength(4);
    const viewport = canvas.getByLabelText('2 / 7', { selector: '[tabindex="0"]' });
    viewport.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('heading', { name: 'CV of MERON' })).toBeVisible();
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 100 });
    await expect(canvas.getByRole('heading', { name: 'CV of SELAM' })).toBeVisible();
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 130 });
    await expect(canvas.getByRole('heading', { name: 'CV of SELAM' })).toBeVisible();
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 300 });
    await expect(canvas.getByRole('heading', { name: 'CV of MERON' })).toBeVisible();
  },
};

export const ArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await expect(canvas.getByRole('heading', { name: 'CV of HIWOT' })).toBeVisible();
  },
};
