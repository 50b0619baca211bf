import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ImageUpload } from './ImageUpload';

async function photo(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#007229';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#FFA500';
    context.fillRect(width / 4, height / 4, width / 2, height / 2);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], 'face.png', { type: 'image/png' });
}

const meta = {
  title: 'Form/ImageUpload',
  component: ImageUpload,
  args: { label: 'Face Photo', resizeTo: { width: 300, height: 300 }, onChange: fn() },
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResizesAndPreviews: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Choose file'), await photo(900, 600));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const blob = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as Blob;
    await expect(blob.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(blob);
    await expect([bitmap.width, bitmap.height]).toEqual([300, 300]);
    await expect(canvas.getByRole('img', { name: 'Face Photo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const RefusesFilesOverOneMegabyte: Story = {
  play: async ({ canvas, args }) => {
    const exactlyOneMb = new File([new Uint8Array(1_000_001)], 'scan.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('Choose file'), exactlyOneMb);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("File size can't exceeds 1Mb");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CompanyHeaderArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  args: { label: 'الترويسة', resizeTo: { width: 1200, height: 200 } },
};

// Another company's stored picture: shown with why it cannot be changed here, no Choose file or Remove.
export const LockedStoredPicture: Story = {
  args: {
    value:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="%23a5b4c8"/></svg>',
    lockedReason: 'Only the agency that owns this candidate changes the visa and replaces its pictures.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Face Photo' })).toBeVisible();
    await expect(canvas.getByText(/Only the agency that owns/)).toBeVisible();
    await expect(canvas.queryByLabelText('Choose file')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
  },
};
