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
    await waitFor(() => expect(slogan).toHaveAttribute('data-done', 'true'), { timeout: 5000 });
    const took = performance.now() - started;
    // 43 characters at 50 ms: a little over two seconds, never instant.
    await expect(took).toBeGreaterThan(args.text.length * 50 * 0.8);
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
