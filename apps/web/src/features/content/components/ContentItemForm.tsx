import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, Button, InlineForm, TextInput, resizeImage } from '@placement/ui';

export interface ContentItem {
  id: string;
  title: string;
  url: string;
  content: string;
  image: string;
  /** A tutorial's screen, or a link's kind. */
  tag: string;
}

export const EMPTY_CONTENT_ITEM: ContentItem = {
  id: '0',
  title: '',
  url: '',
  content: '',
  image: '',
  tag: '',
};

// A tutorial card's picture: small enough for a card and for the database (a data: URL).
const PICTURE_SIZE = { width: 480, height: 270 };

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * The operator's form for one tutorial (title, video address, text, picture, the screen it is linked from) or
 * one Important Links card (title, address, kind). What was typed stays when a save fails.
 */
export function ContentItemForm({
  kind,
  initial,
  tags,
  onSave,
  onCancel,
}: {
  kind: 'tutorial' | 'link';
  initial: ContentItem;
  /** The choices of the tutorial's screen or the link's kind, with their labels. */
  tags: ReadonlyArray<{ value: string; label: string }>;
  onSave: (item: ContentItem) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [item, setItem] = useState(initial);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Pressed while blocked: the reason beside the button already says what is missing.
    if (reason !== null) return;
    setSaving(true);
    try {
      await onSave(item);
      if (initial.id === '0') setItem(EMPTY_CONTENT_ITEM);
    } catch {
      // The page shows the API's message; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const reason = saving
    ? t('admin.operator.saving')
    : item.title.trim() === '' || item.url.trim() === ''
      ? t('admin.content.fillTitleAndUrl')
      : null;
  const name = kind === 'tutorial' ? t('admin.content.tutorialForm') : t('admin.content.linkForm');
  return (
    <InlineForm onSubmit={(event) => void submit(event)} aria-label={name}>
      <TextInput
        label={t('admin.content.title')}
        value={item.title}
        onChange={(title) => setItem({ ...item, title })}
      />
      <TextInput
        label={t('admin.content.url')}
        value={item.url}
        onChange={(url) => setItem({ ...item, url })}
      />
      <label>
        {kind === 'tutorial' ? t('admin.content.topic') : t('admin.content.kind')}
        <select value={item.tag} onChange={(event) => setItem({ ...item, tag: event.target.value })}>
          {tags.map((tag) => (
            <option key={tag.value} value={tag.value}>
              {tag.label}
            </option>
          ))}
        </select>
      </label>
      {kind === 'tutorial' && (
        <>
          <TextInput
            label={t('admin.content.text')}
            multiline
            value={item.content}
            onChange={(content) => setItem({ ...item, content })}
          />
          <label>
            {t('admin.content.picture')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                void resizeImage(file, PICTURE_SIZE, { quality: 0.8 })
                  .then(asDataUrl)
                  .then((image) => setItem((current) => ({ ...current, image })));
              }}
            />
          </label>
          {item.image && (
            <span>
              <img src={item.image} alt={t('admin.content.pictureOf', { title: item.title })} width={160} />
              <Button type="button" $variant="text" onClick={() => setItem({ ...item, image: '' })}>
                {t('admin.content.removePicture')}
              </Button>
            </span>
          )}
        </>
      )}
      <SubmitButton blocked={reason !== null} busy={saving} reason={reason ?? undefined}>
        {t('admin.common.save')}
      </SubmitButton>
      {onCancel && (
        <Button type="button" $variant="outlined" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
      )}
    </InlineForm>
  );
}
