import { useState } from 'react';
import { useIntl } from 'react-intl';
import { contentRootFolders } from '@shop/api-client';
import type { StaffStory } from '@shop/api-client/staff';
import { useStaffContentTree, useUpdateStory } from '@shop/api-client/staff/react';
import type { MessageId } from '@shop/i18n';
import { Button, FormField, Select, Skeleton, Toast } from '@shop/ui';

/**
 * The story's twin in the store's other language: shown with a way to unlink it, or, without
 * one, a choice of that language's stories of the same kind that have no twin yet, to link.
 * The pairing goes with the saved draft, so it waits while the draft has unsaved changes.
 */
export function TwinControl({
  story,
  dirty,
  busy,
  onChanged,
  onFailed,
}: {
  story: StaffStory;
  /** The draft has unsaved changes. */
  dirty: boolean;
  /** Another change of the story is under way. */
  busy: boolean;
  onChanged: (linked: boolean) => void;
  onFailed: (error: unknown) => void;
}) {
  const t = useIntl().formatMessage;
  const update = useUpdateStory();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const other = contentRootFolders.find(
    (folder) => folder.store === story.store && folder.language !== story.language,
  );
  const tree = useStaffContentTree(story.twin || !other ? null : other.rootFolder);
  const kind = story.story.draft.content.component;
  const candidates = (tree.data?.stories ?? []).filter(
    (candidate) => candidate.groupId === null && candidate.component === kind,
  );
  const language = other ? t({ id: `backoffice.language.${other.language}` as MessageId }) : '';
  const disabled = dirty || busy || update.isPending;

  const pair = (twinOf: string | null) => {
    const { name, tagList, content } = story.story.draft;
    update.mutate(
      { uuid: story.story.uuid, body: { name, tagList, content, twinOf } },
      { onSuccess: () => onChanged(twinOf !== null), onError: onFailed },
    );
  };

  return (
    <section aria-labelledby="story-twin" className="ui-stack ui-stack--xs">
      <h3 id="story-twin" className="backoffice-subheading">
        {t({ id: 'backoffice.content.twin' })}
      </h3>
      {story.twin ? (
        <div className="backoffice-content-actions">
          <p>{`${story.twin.name} (${story.twin.rootFolder}/${story.twin.path})`}</p>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => pair(null)}>
            {t({ id: 'backoffice.content.twin.unlink' })}
          </Button>
        </div>
      ) : !other ? (
        <p className="ui-text-muted">{t({ id: 'backoffice.content.noTwin' })}</p>
      ) : tree.isPending ? (
        <Skeleton />
      ) : tree.isError ? (
        <Toast type="error" inline>
          {t({ id: 'backoffice.content.treeError' })}
        </Toast>
      ) : candidates.length === 0 ? (
        <p className="ui-text-muted">{t({ id: 'backoffice.content.twin.none' }, { language })}</p>
      ) : (
        <form
          className="backoffice-content-actions"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!candidates.some((candidate) => candidate.uuid === chosen)) {
              setMissing(true);
              return;
            }
            pair(chosen);
          }}
        >
          <FormField
            label={t({ id: 'backoffice.content.twin.choose' }, { language })}
            error={missing ? t({ id: 'backoffice.content.twin.required' }) : undefined}
            required
          >
            <Select
              value={chosen}
              disabled={disabled}
              onChange={(event) => {
                setChosen(event.target.value);
                setMissing(false);
              }}
              options={[
                { value: '', label: t({ id: 'backoffice.content.none' }) },
                ...candidates.map((candidate) => ({
                  value: candidate.uuid,
                  label: `${candidate.name} (${candidate.path})`,
                })),
              ]}
            />
          </FormField>
          <Button type="submit" variant="secondary" disabled={disabled}>
            {t({ id: 'backoffice.content.twin.link' })}
          </Button>
        </form>
      )}
      {dirty ? (
        <p className="ui-text-muted">{t({ id: 'backoffice.content.twin.saveFirst' })}</p>
      ) : null}
    </section>
  );
}
