import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { loadSignedInWords, SignedInPieceStory } from '../../../app/stories/SignedInPieceStory';
import { ContentItemForm, EMPTY_CONTENT_ITEM } from './ContentItemForm';

const TOPICS = [
  { value: '', label: 'The videos page only' },
  { value: 'reports', label: 'Reports page' },
  { value: 'timeZone', label: 'Time-zone warning' },
];

const meta = {
  title: 'Pages/Content/Content item form',
  component: ContentItemForm,
  loaders: [loadSignedInWords],
  args: { kind: 'tutorial', initial: EMPTY_CONTENT_ITEM, tags: TOPICS, onSave: fn(async () => undefined) },
  decorators: [(Story) => <SignedInPieceStory>{Story()}</SignedInPieceStory>],
} satisfies Meta<typeof ContentItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddsATutorial: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAccessibleDescription('Type the title and the address first.');
    await userEvent.type(canvas.getByLabelText('Title'), 'Printing letters');
    await userEvent.type(canvas.getByLabelText('Address (https://…)'), 'https://example.com/v');
    await userEvent.selectOptions(canvas.getByLabelText('Also linked from'), 'reports');
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Printing letters', url: 'https://example.com/v', tag: 'reports' }),
      ),
    );
  },
};

export const EditsALinkInArabic: Story = {
  globals: { language: 'ar' },
  args: {
    kind: 'link',
    initial: {
      id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      title: 'Wafid',
      url: 'https://wafid.com',
      content: '',
      image: '',
      tag: '',
    },
    tags: [{ value: '', label: 'كل الوكالات' }],
    onCancel: fn(),
  },
};
