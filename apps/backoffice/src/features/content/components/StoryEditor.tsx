import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, type ContentBlockComponent, type StoryContent } from '@shop/api-client';
import type { StaffStory } from '@shop/api-client/staff';
import {
  useDeleteStory,
  useMoveStory,
  useStoryAction,
  useStoryPreview,
  useUpdateStory,
} from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import type { MessageId } from '@shop/i18n';
import { Button, FormField, Input, Select, Toast } from '@shop/ui';
import { blockSchemas, editableEntries, newBlock, rootSchemas, unwrap } from '../schema-form';
import { PreviewFrame } from './PreviewFrame';
import { SchemaField, SchemaFields } from './SchemaFields';
import { StoryState } from './StoryTree';
import { TwinControl } from './TwinControl';

type Block = Record<string, unknown> & { _uid: string; component: ContentBlockComponent };
type Draft = { name: string; tagList: string[]; content: StoryContent };
type Notice = { kind: 'success' | 'error'; text: string; details?: string[] } | null;

const typeLabel = (component: string) => `backoffice.content.type.${component}` as MessageId;

/**
 * One story: its name, tags and root fields, its blocks (each a form drawn from its schema),
 * and what can be done with it: save the draft, preview it in the shop, publish, unpublish,
 * move, delete.
 */
export function StoryEditor({ story, onDeleted }: { story: StaffStory; onDeleted: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const saved: Draft = story.story.draft as Draft;
  const [draft, setDraft] = useState<Draft>(saved);
  const [path, setPath] = useState(story.story.path);
  const [adding, setAdding] = useState<ContentBlockComponent>('title');
  const [notice, setNotice] = useState<Notice>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateStory();
  const action = useStoryAction();
  const move = useMoveStory();
  const remove = useDeleteStory();
  const previewLink = useStoryPreview();
  const uuid = story.story.uuid;
  // The story as the API answered it after a change: the form follows (its draft is what was sent).
  const [answered, setAnswered] = useState(story.story.updatedAt);
  if (answered !== story.story.updatedAt) {
    setAnswered(story.story.updatedAt);
    setDraft(saved);
    setPath(story.story.path);
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const busy =
    update.isPending ||
    action.isPending ||
    move.isPending ||
    remove.isPending ||
    previewLink.isPending;

  const failed = (error: unknown) =>
    setNotice({
      kind: 'error',
      text: t({ id: 'backoffice.content.failed' }, { message: errorText(intl, error) }),
      details: isApiError(error)
        ? (error.details ?? []).map((detail) => `${detail.path}: ${detail.message}`)
        : [],
    });
  const done = (id: MessageId, values?: Record<string, string>) =>
    setNotice({ kind: 'success', text: t({ id }, values) });

  const content = draft.content as StoryContent & { body?: Block[] };
  const setContent = (next: Record<string, unknown>) =>
    setDraft({ ...draft, content: next as unknown as StoryContent });
  const blocks = content.body;
  const setBlocks = (next: Block[]) => setContent({ ...content, body: next });
  const rootEntries = unwrap(rootSchemas[content.component]!).inner.entries ?? {};

  const save = () =>
    update.mutate(
      { uuid, body: { name: draft.name, tagList: draft.tagList, content: draft.content } },
      { onSuccess: () => done('backoffice.content.saved'), onError: failed },
    );
  const publish = (kind: 'publish' | 'unpublish') =>
    action.mutate(
      { uuid, action: kind },
      {
        onSuccess: () =>
          done(
            kind === 'publish' ? 'backoffice.content.published' : 'backoffice.content.unpublished',
          ),
        onError: failed,
      },
    );
  const openPreview = () =>
    previewLink.mutate(uuid, {
      onSuccess: (link) =>
        setPreview(`/content-preview?store=${link.store}&url=${encodeURIComponent(link.url)}`),
      onError: failed,
    });

  return (
    <article
      className="ui-stack ui-stack--md backoffice-content-editor"
      aria-labelledby="story-heading"
    >
      <header className="ui-stack ui-stack--xs">
        <h2 id="story-heading" className="backoffice-subheading">
          {saved.name}
        </h2>
        <p className="ui-text-muted">
          {story.shopPath
            ? t({ id: 'backoffice.content.shopPath' }, { path: story.shopPath })
            : t({ id: 'backoffice.content.noShopPath' })}{' '}
          <StoryState
            story={{
              publishedAt: story.story.publishedAt,
              unpublishedChanges:
                story.story.published === null ||
                JSON.stringify(story.story.draft) !== JSON.stringify(story.story.published),
            }}
          />
        </p>
      </header>

      {notice ? (
        <Toast type={notice.kind} inline>
          {notice.text}
          {notice.details && notice.details.length > 0 ? (
            <ul>
              {notice.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </Toast>
      ) : null}

      <div className="backoffice-content-actions" role="group" aria-label={saved.name}>
        <Button onClick={save} disabled={busy || !dirty}>
          {t({ id: 'backoffice.content.save' })}
        </Button>
        <Button
          variant="secondary"
          onClick={openPreview}
          disabled={busy || dirty || !story.shopPath}
        >
          {t({ id: 'backoffice.content.preview' })}
        </Button>
        <Button variant="secondary" onClick={() => publish('publish')} disabled={busy || dirty}>
          {t({ id: 'backoffice.content.publish' })}
        </Button>
        {story.story.published ? (
          <Button variant="secondary" onClick={() => publish('unpublish')} disabled={busy}>
            {t({ id: 'backoffice.content.unpublish' })}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirmDelete(true)} disabled={busy}>
            {t({ id: 'backoffice.content.delete' })}
          </Button>
        )}
      </div>
      {dirty ? <p className="ui-text-muted">{t({ id: 'backoffice.content.unsaved' })}</p> : null}
      {confirmDelete ? (
        <div role="alertdialog" aria-labelledby="delete-question" className="ui-stack ui-stack--sm">
          <p id="delete-question">
            {t({ id: 'backoffice.content.delete.confirm' }, { name: saved.name })}
          </p>
          <div className="backoffice-content-actions">
            <Button
              variant="danger"
              autoFocus
              onClick={() =>
                remove.mutate(uuid, {
                  onSuccess: () => {
                    setConfirmDelete(false);
                    onDeleted();
                  },
                  onError: (error) => {
                    setConfirmDelete(false);
                    failed(error);
                  },
                })
              }
            >
              {t({ id: 'backoffice.content.confirm' })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t({ id: 'backoffice.content.cancel' })}
            </Button>
          </div>
        </div>
      ) : null}
      {preview ? <PreviewFrame src={preview} onClose={() => setPreview(null)} /> : null}

      <form
        className="ui-stack ui-stack--md"
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty) save();
        }}
      >
        <FormField label={t({ id: 'backoffice.content.name' })} required>
          <Input
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </FormField>
        <FormField label={t({ id: 'backoffice.content.tags' })}>
          <Input
            value={draft.tagList.join(', ')}
            onChange={(event) =>
              setDraft({
                ...draft,
                tagList: event.target.value
                  .split(',')
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              })
            }
          />
        </FormField>
        <fieldset className="backoffice-fieldset">
          <legend>{t({ id: 'backoffice.content.fields' })}</legend>
          <SchemaFields
            entries={Object.fromEntries(editableEntries(rootEntries))}
            value={content as unknown as Record<string, unknown>}
            onChange={setContent}
            idPrefix="root"
          />
        </fieldset>

        {blocks ? (
          <section className="ui-stack ui-stack--sm" aria-labelledby="blocks-heading">
            <h3 id="blocks-heading" className="backoffice-subheading">
              {t({ id: 'backoffice.content.blocks' })}
            </h3>
            <ol className="ui-stack ui-stack--md backoffice-content-blocks">
              {blocks.map((block, index) => {
                const schema = blockSchemas.get(block.component);
                const setBlock = (next: Record<string, unknown>) =>
                  setBlocks(blocks.map((b, i) => (i === index ? (next as Block) : b)));
                const swap = (other: number) => {
                  const next = [...blocks];
                  [next[index], next[other]] = [next[other]!, next[index]!];
                  setBlocks(next);
                };
                const legend = t(
                  { id: 'backoffice.content.block' },
                  { index: index + 1, type: t({ id: typeLabel(block.component) }) },
                );
                return (
                  <li key={block._uid}>
                    <fieldset className="backoffice-fieldset" data-block={block.component}>
                      <legend>{legend}</legend>
                      {schema && unwrap(schema).inner.type === 'variant' ? (
                        <SchemaField
                          name="block"
                          schema={schema}
                          value={block}
                          onChange={(next) => setBlock(next as Record<string, unknown>)}
                          id={`block-${block._uid}`}
                        />
                      ) : schema ? (
                        <SchemaFields
                          entries={unwrap(schema).inner.entries ?? {}}
                          value={block}
                          onChange={setBlock}
                          idPrefix={`block-${block._uid}`}
                        />
                      ) : null}
                      <div className="backoffice-content-actions">
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={index === 0}
                          onClick={() => swap(index - 1)}
                        >
                          {t({ id: 'backoffice.content.moveUp' })}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={index === blocks.length - 1}
                          onClick={() => swap(index + 1)}
                        >
                          {t({ id: 'backoffice.content.moveDown' })}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setBlocks(blocks.filter((_b, i) => i !== index))}
                        >
                          {t({ id: 'backoffice.content.remove' })}
                        </Button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div className="backoffice-content-actions">
              <FormField label={t({ id: 'backoffice.content.blockType' })}>
                <Select
                  value={adding}
                  onChange={(event) => setAdding(event.target.value as ContentBlockComponent)}
                  options={[...blockSchemas.keys()].map((component) => ({
                    value: component,
                    label: t({ id: typeLabel(component) }),
                  }))}
                />
              </FormField>
              <Button
                variant="secondary"
                onClick={() => setBlocks([...blocks, newBlock(adding) as Block])}
              >
                {t({ id: 'backoffice.content.addBlock' })}
              </Button>
            </div>
          </section>
        ) : null}
      </form>

      <TwinControl
        story={story}
        dirty={dirty}
        busy={busy}
        onChanged={(linked) =>
          done(linked ? 'backoffice.content.twin.linked' : 'backoffice.content.twin.unlinked')
        }
        onFailed={failed}
      />

      <form
        className="backoffice-content-actions"
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate(
            { uuid, path },
            {
              onSuccess: (moved) => done('backoffice.content.moved', { path: moved.story.path }),
              onError: failed,
            },
          );
        }}
      >
        <FormField
          label={t({ id: 'backoffice.content.path' })}
          hint={t({ id: 'backoffice.content.pathHint' })}
        >
          <Input value={path} onChange={(event) => setPath(event.target.value)} />
        </FormField>
        <Button type="submit" variant="secondary" disabled={busy || path === story.story.path}>
          {t({ id: 'backoffice.content.move' })}
        </Button>
      </form>

      {story.audit.length > 0 ? (
        <section aria-labelledby="story-history" className="ui-stack ui-stack--xs">
          <h3 id="story-history" className="backoffice-subheading">
            {t({ id: 'backoffice.content.history' })}
          </h3>
          <ul className="ui-text-muted">
            {story.audit.slice(0, 10).map((entry) => (
              <li key={entry.id}>
                {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                {entry.action} · {entry.staff?.name ?? ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
