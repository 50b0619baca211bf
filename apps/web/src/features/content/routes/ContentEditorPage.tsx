import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMPORTANT_LINK_KINDS, TUTORIAL_TOPICS } from '@placement/domain';
import { Button, useConfirmedDelete, useToast } from '@placement/ui';
import {
  DELETE_IMPORTANT_LINK,
  DELETE_TUTORIAL,
  IMPORTANT_LINKS,
  SAVE_IMPORTANT_LINK,
  SAVE_TUTORIAL,
  TUTORIALS,
} from '../api/CONTENT';
import { ContentItemForm, EMPTY_CONTENT_ITEM, type ContentItem } from '../components/ContentItemForm';

const Items = styled.ol`
  padding-inline-start: 20px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    padding-block: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 96px;
    height: auto;
  }
  li > span {
    flex: 1 1 240px;
  }
`;

type Kind = 'tutorial' | 'link';

/**
 * /app/content (platform operator only): the tutorial videos with their pictures and screens, and the Important
 * Links cards every agency sees, added, edited and removed in place.
 */
export function ContentEditorPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const tutorials = useQuery(TUTORIALS, { fetchPolicy: 'network-only' });
  const links = useQuery(IMPORTANT_LINKS, { fetchPolicy: 'network-only' });
  const [saveTutorial] = useMutation(SAVE_TUTORIAL);
  const [saveLink] = useMutation(SAVE_IMPORTANT_LINK);
  const [deleteTutorial] = useMutation(DELETE_TUTORIAL);
  const [deleteLink] = useMutation(DELETE_IMPORTANT_LINK);
  const [editing, setEditing] = useState<{ kind: Kind; id: string } | null>(null);
  const { confirmDelete, dialog: deleteDialog } = useConfirmedDelete<{ kind: Kind; id: string }>({
    removedText: t('admin.common.deleted'),
    remove: (target) =>
      target.kind === 'tutorial'
        ? deleteTutorial({ variables: { id: target.id } }).then(() => tutorials.refetch())
        : deleteLink({ variables: { id: target.id } }).then(() => links.refetch()),
  });

  const topics = TUTORIAL_TOPICS.map((value) => ({
    value,
    label: t(`admin.content.topics.${value || 'none'}`),
  }));
  const kinds = IMPORTANT_LINK_KINDS.map((value) => ({
    value,
    label: t(`admin.content.kinds.${value || 'none'}`),
  }));

  const save = async (kind: Kind, item: ContentItem) => {
    try {
      if (kind === 'tutorial') {
        await saveTutorial({
          variables: {
            input: {
              id: item.id,
              title: item.title,
              url: item.url,
              content: item.content,
              image: item.image,
              topic: item.tag,
            },
          },
        });
        await tutorials.refetch();
      } else {
        await saveLink({
          variables: { input: { id: item.id, title: item.title, url: item.url, kind: item.tag } },
        });
        await links.refetch();
      }
      toast('success', t('admin.common.saved'));
      setEditing(null);
    } catch (failure) {
      toast('error', (failure as Error).message);
      throw failure;
    }
  };

  const section = (
    kind: Kind,
    heading: string,
    rows: ReadonlyArray<ContentItem & { thumbnail?: string }>,
    tags: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <section aria-labelledby={`content-${kind}`}>
      <h2 id={`content-${kind}`}>{heading}</h2>
      <ContentItemForm
        kind={kind}
        initial={EMPTY_CONTENT_ITEM}
        tags={tags}
        onSave={(item) => save(kind, item)}
      />
      <Items>
        {rows.map((row) =>
          editing?.kind === kind && editing.id === row.id ? (
            <li key={row.id}>
              <ContentItemForm
                kind={kind}
                initial={row}
                tags={tags}
                onSave={(item) => save(kind, item)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={row.id}>
              {row.image && <img src={row.image} alt="" />}
              <span>
                <strong dir="auto">{row.title}</strong>{' '}
                {/* An address reads left to right in an Arabic line too (a trailing slash had moved to its front). */}
                <a href={row.url} target="_blank" rel="noreferrer noopener" dir="ltr">
                  {row.url}
                </a>
                {row.tag && <small> · {tags.find((tag) => tag.value === row.tag)?.label}</small>}
              </span>
              <Button
                $variant="outlined"
                aria-label={`${t('admin.common.edit')} ${row.title}`}
                onClick={() => setEditing({ kind, id: row.id })}
              >
                {t('admin.common.edit')}
              </Button>
              <Button
                $variant="danger"
                aria-label={`${t('admin.common.delete')} ${row.title}`}
                onClick={() => confirmDelete({ kind, id: row.id })}
              >
                {t('admin.common.delete')}
              </Button>
            </li>
          ),
        )}
      </Items>
    </section>
  );

  if (tutorials.error || links.error) return <p role="alert">{(tutorials.error ?? links.error)!.message}</p>;
  return (
    <>
      {section(
        'tutorial',
        t('pages.tutors'),
        (tutorials.data?.tutorials ?? []).map((row) => ({
          id: row._id,
          title: row.title,
          url: row.url,
          content: row.content,
          image: row.image ?? '',
          tag: row.topic ?? '',
        })),
        topics,
      )}
      {section(
        'link',
        t('pages.links'),
        (links.data?.importantLinks ?? []).map((row) => ({
          id: row._id,
          title: row.title,
          url: row.url,
          content: '',
          image: '',
          tag: row.kind ?? '',
        })),
        kinds,
      )}
      {deleteDialog}
    </>
  );
}

export { ContentEditorPage as Component };
