import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TypingSlogan } from './TypingSlogan';

const meta = {
  title: 'Display/TypingSlogan',
  component: TypingSlogan,
  args: { text: 'Keeps everything. Mistake less. All in one.' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof TypingSlogan>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypesFiftyMillisecondsPerCharacter: Story = {
  play: async ({ canvas, args }) => {
    const slogan = canvas.getByRole('img', { name: args.text });
    const started = performance.now();
    const typedAtStart = slogan.textContent?.length ?? 0;
    await waitFor(() => expect(slogan).toHaveAttribute('data-done', 'true'), { timeout: 8000, interval: 20 });
    const took = performance.now() - started;
    // The characters still to come take at least 50 ms each (timers only ever run late); one tick of slack.
    await expect(took).toBeGreaterThanOrEqual((args.text.length - typedAtStart - 1) * 50);
    await expect(slogan).toHaveTextContent(args.text);
  },
};

export const ArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  args: { text: 'يحفظ كل شيء. أخطاء أقل. الكل في واحد.' },
};

export const Amharic: Story = {
  globals: { language: 'am' },
  args: { text: 'ሁሉንም ይጠብቃል። ስህተት ይቀንሳል።' },
};
