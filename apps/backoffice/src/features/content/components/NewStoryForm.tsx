import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@shop/api-client';
import { useCreateStory } from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import type { MessageId } from '@shop/i18n';
import { Button, FormField, Input, Select, Toast } from '@shop/ui';
import { menuPath, newStoryContent, storyKinds, type StoryKind } from '../new-story';

/** A new story of any kind in the chosen root folder: a draft with the kind's empty content. */
export function NewStoryForm({
  rootFolder,
  onCreated,
  onCancel,
}: {
  rootFolder: string;
  onCreated: (uuid: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const create = useCreateStory();
  const [kind, setKind] = useState<StoryKind>('page');
  const [name, setName] = useState('');
  const [path, setPath] = useState('');
  return (
    <form
      className="ui-stack ui-stack--sm backoffice-fieldset"
      aria-label={t({ id: 'backoffice.content.new' })}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { rootFolder, path, name, content: newStoryContent(kind, name) },
          { onSuccess: (story) => onCreated(story.story.uuid) },
        );
      }}
    >
      {create.isError ? (
        <Toast type="error" inline>
          {errorText(intl, create.error)}
          {isApiError(create.error) && create.error.details ? (
            <ul>
              {create.error.details.map((detail) => (
                <li key={detail.path}>{`${detail.path}: ${detail.message}`}</li>
              ))}
            </ul>
          ) : null}
        </Toast>
      ) : null}
      <FormField
        label={t({ id: 'backoffice.content.new.kind' })}
        hint={kind === 'menu' ? t({ id: 'backoffice.content.new.menuHint' }) : undefined}
      >
        <Select
          value={kind}
          onChange={(event) => {
            const next = event.target.value as StoryKind;
            setKind(next);
            // The shop reads one menu: its path is the one to start from, and no other kind's.
            if (next === 'menu' && path === '') setPath(menuPath);
            else if (next !== 'menu' && path === menuPath) setPath('');
          }}
          options={storyKinds.map((option) => ({
            value: option,
            label: t({ id: `backoffice.content.kind.${option}` as MessageId }),
          }))}
        />
      </FormField>
      <FormField label={t({ id: 'backoffice.content.name' })} required>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField
        label={t({ id: 'backoffice.content.path' })}
        hint={t({ id: 'backoffice.content.pathHint' })}
        required
      >
        <Input value={path} onChange={(event) => setPath(event.target.value)} />
      </FormField>
      <div className="backoffice-content-actions">
        <Button type="submit" disabled={create.isPending}>
          {t({ id: 'backoffice.content.create' })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t({ id: 'backoffice.content.cancel' })}
        </Button>
      </div>
    </form>
  );
}
