import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import {
  CV_MAKER_SEARCH_RESULTS,
  isCvMakerSearchReady,
  settingsForCompany,
  toCvTemplateRecord,
  type CvTemplateSettings,
  type Lang,
} from '@placement/domain';
import { CV_FIXTURES } from '@placement/cv-templates';
import { loadSignedInStoryWords, SignedInStory } from '../../../app/stories/SignedInStory';
import { CvMakerScreen } from './CvMakerScreen';

interface StoryCompany {
  _id: string;
  displayName: string;
  email: string;
  cvTemplate: unknown;
  remarks: string | null;
  address: { telephone: string; city: string; streetAddress: string };
}

// Twelve agencies whose names hold "selam", so a search finds more than the 10 the screen shows.
const COMPANIES: StoryCompany[] = Array.from({ length: 12 }, (_, index) => ({
  _id: `c${index}`,
  displayName: index === 0 ? 'SELAM RECRUITMENT AGENCY' : `SELAM BRANCH ${index}`,
  email: `selam${index}@example.com`,
  cvTemplate: index === 0 ? { name: 'maleda' } : null,
  remarks: null,
  address: { telephone: '+251911000000', city: 'Addis Ababa', streetAddress: 'Bole Road' },
}));

/**
 * The screen with the route's state held here instead of the API: the search answers from the list above by
 * the same rules (more than 2 characters, 10 results) and a save keeps the template on the company.
 */
function Playground({ language }: { language: Lang }) {
  const [companies, setCompanies] = useState(COMPANIES);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<StoryCompany | null>(null);
  const [settings, setSettings] = useState<CvTemplateSettings | null>(null);
  const [preview, setPreview] = useState('sample');
  const needle = text.trim().toLowerCase();
  const found = companies
    .filter((company) => `${company.displayName} ${company.email}`.toLowerCase().includes(needle))
    .slice(0, CV_MAKER_SEARCH_RESULTS);
  const stored = chosen ? settingsForCompany(chosen) : null;
  const dirty = Boolean(
    settings &&
    stored &&
    JSON.stringify(toCvTemplateRecord(settings)) !== JSON.stringify(toCvTemplateRecord(stored)),
  );
  return (
    <SignedInStory language={language}>
      <CvMakerScreen
        search={{
          text,
          onText: setText,
          state: isCvMakerSearchReady(text) ? { kind: 'found', companies: found } : { kind: 'short' },
          chosenId: chosen?._id ?? null,
          onChoose: (id) => {
            const next = companies.find((company) => company._id === id)!;
            setChosen(next);
            setSettings(settingsForCompany(next));
          },
          locked: dirty,
        }}
        company={chosen}
        settings={settings}
        onSettings={setSettings}
        dirty={dirty}
        saving={false}
        onSave={() => {
          if (!chosen || !settings) return;
          const saved = { ...chosen, cvTemplate: toCvTemplateRecord(settings), remarks: null };
          setCompanies((list) => list.map((company) => (company._id === saved._id ? saved : company)));
          setChosen(saved);
        }}
        onDiscard={() => stored && setSettings(stored)}
        preview={{
          options: [
            { value: 'sample', label: 'Sample candidate' },
            { value: 'first', label: 'ALMAZ TESFAYE (EP1234567)' },
          ],
          value: preview,
          onChange: setPreview,
        }}
        employee={preview === 'sample' ? CV_FIXTURES.typical : CV_FIXTURES.noExperience}
        language={language}
      />
    </SignedInStory>
  );
}

const meta = {
  title: 'Pages/CVs/CV maker',
  component: Playground,
  loaders: [loadSignedInStoryWords],
  render: (_args, { globals }) => <Playground language={(globals.language ?? 'en') as Lang} />,
  args: { language: 'en' },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

// Any element of the live preview painted in the given rgb triple (plain fill or gradient).
function previewPaints(canvasElement: HTMLElement, rgb: string): boolean {
  const preview = canvasElement.querySelector('[data-printed-page]');
  if (!preview) throw new Error('the live preview is missing');
  return [...preview.querySelectorAll('*')].some((element) => {
    const style = getComputedStyle(element);
    return style.backgroundColor.includes(rgb) || style.backgroundImage.includes(rgb);
  });
}

export const SearchChooseAndSave: Story = {
  // The search waits for a third character, shows at most 10 agencies, and the chosen agency's CV is redrawn
  // with every change; Save is offered only while something is unsaved.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByLabelText('Search a company');
    await userEvent.type(search, 'se');
    expect(canvas.getByText(/at least 3 letters/)).toBeVisible();
    expect(canvas.queryByRole('list', { name: 'Companies found' })).toBeNull();

    await userEvent.type(search, 'l');
    const list = await canvas.findByRole('list', { name: 'Companies found' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    expect(canvas.getByText('Companies found: 10 (at most 10)')).toBeVisible();

    await userEvent.click(within(list).getByRole('button', { name: /SELAM RECRUITMENT AGENCY/ }));
    expect(canvas.getByRole('heading', { name: 'CV template of SELAM RECRUITMENT AGENCY' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const navy = '10, 61, 98';
    await waitFor(() => expect(previewPaints(canvasElement, '0, 114, 41')).toBe(true));
    expect(previewPaints(canvasElement, navy)).toBe(false);
    const code = canvas.getByLabelText('Header background', { selector: 'input[type="text"]' });
    await userEvent.clear(code);
    await userEvent.type(code, '#0a3d62');
    await userEvent.tab();
    await waitFor(() => expect(previewPaints(canvasElement, navy)).toBe(true));
    expect(canvas.getByText('Unsaved changes')).toBeVisible();
    // Another agency cannot be picked while this one has unsaved changes.
    expect(within(list).getByRole('button', { name: /SELAM BRANCH 1\b/ })).toBeDisabled();

    await userEvent.click(save);
    await waitFor(() => expect(canvas.getByText('All changes saved')).toBeVisible());
    expect(save).toBeDisabled();
    expect(previewPaints(canvasElement, navy)).toBe(true);
  },
};

export const Arabic: Story = { globals: { language: 'ar' } };

export const Amharic: Story = { globals: { language: 'am' } };
