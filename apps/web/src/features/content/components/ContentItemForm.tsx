import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FieldFrame, ImageUpload, InlineForm, Select, SubmitButton, TextInput } from '@placement/ui';

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
  const tagId = useId();
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
  const tagLabel = kind === 'tutorial' ? t('admin.content.topic') : t('admin.content.kind');
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
      <FieldFrame inputId={tagId} errorId={`${tagId}-error`} label={tagLabel}>
        <Select
          id={tagId}
          value={item.tag}
          onChange={(event) => setItem({ ...item, tag: event.target.value })}
        >
          {tags.map((tag) => (
            <option key={tag.value} value={tag.value}>
              {tag.label}
            </option>
          ))}
        </Select>
      </FieldFrame>
      {kind === 'tutorial' && (
        <>
          <TextInput
            label={t('admin.content.text')}
            multiline
            value={item.content}
            onChange={(content) => setItem({ ...item, content })}
          />
          <ImageUpload
            label={t('admin.content.picture')}
            resizeTo={PICTURE_SIZE}
            value={item.image || undefined}
            onChange={(picture) => {
              if (!picture) return setItem((current) => ({ ...current, image: '' }));
              void asDataUrl(picture).then((image) => setItem((current) => ({ ...current, image })));
            }}
          />
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
