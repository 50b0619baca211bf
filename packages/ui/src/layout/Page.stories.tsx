import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import { Button } from '../display/Button';
import { TextField } from '../form/TextField';
import { FieldGrid, PageBar, Panel } from './Page';

interface Visa {
  visaNumber: string;
  sponsorName: string;
  sponsorId: string;
}

// An entry page as the web app composes it: the bar with its back link and action, framed sections of fields.
function VisaEntry({ labels }: { labels: Record<keyof Visa | 'back' | 'save' | 'visa' | 'files', string> }) {
  const { control } = useForm<Visa>({ defaultValues: { visaNumber: '', sponsorName: '', sponsorId: '' } });
  return (
    <div style={{ padding: 16 }}>
      <PageBar>
        <a href="#visas">{labels.back}</a>
        <Button type="button">{labels.save}</Button>
      </PageBar>
      <Panel aria-labelledby="visa">
        <h2 id="visa">{labels.visa}</h2>
        <FieldGrid>
          <TextField control={control} name="visaNumber" label={labels.visaNumber} />
          <TextField control={control} name="sponsorName" label={labels.sponsorName} />
          <TextField control={control} name="sponsorId" label={labels.sponsorId} />
        </FieldGrid>
      </Panel>
      <Panel aria-labelledby="files">
        <h2 id="files">{labels.files}</h2>
      </Panel>
    </div>
  );
}

const meta: Meta<typeof VisaEntry> = {
  title: 'Layout/Page',
  component: VisaEntry,
  args: {
    labels: {
      back: 'Back to visas',
      save: 'Save',
      visa: 'Visa',
      files: 'Files',
      visaNumber: 'Visa Number',
      sponsorName: 'Sponsor Name',
      sponsorId: 'Sponsor ID',
    },
  },
};
export default meta;
type Story = StoryObj<typeof VisaEntry>;

export const Sections: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Visa' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Sponsor ID' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Files' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  args: {
    labels: {
      back: 'العودة إلى التأشيرات',
      save: 'حفظ',
      visa: 'التأشيرة',
      files: 'الملفات',
      visaNumber: 'رقم التأشيرة',
      sponsorName: 'اسم الكفيل',
      sponsorId: 'هوية الكفيل',
    },
  },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'العودة إلى التأشيرات' });
    const save = canvas.getByRole('button', { name: 'حفظ' });
    // Right to left: the back link on the right, the action on the left.
    await expect(back.getBoundingClientRect().left).toBeGreaterThan(save.getBoundingClientRect().left);
  },
};
