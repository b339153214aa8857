import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, type StoryContent } from '@shop/api-client';
import { useCreateStory } from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import { Button, FormField, Input, Select, Toast } from '@shop/ui';
import { defaultOf, rootSchemas } from '../schema-form';

type Kind = 'page' | 'article';

/** A new story in the chosen root folder: a draft with the kind's empty content. */
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
  const [kind, setKind] = useState<Kind>('page');
  const [name, setName] = useState('');
  const [path, setPath] = useState('');
  return (
    <form
      className="ui-stack ui-stack--sm backoffice-fieldset"
      aria-label={t({ id: 'backoffice.content.new' })}
      onSubmit={(event) => {
        event.preventDefault();
        const content = {
          ...(defaultOf(rootSchemas[kind]!) as Record<string, unknown>),
          title: name,
          ...(kind === 'article' ? { teaser: name } : {}),
          body: [],
        } as unknown as StoryContent;
        create.mutate(
          { rootFolder, path, name, content },
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
      <FormField label={t({ id: 'backoffice.content.new.kind' })}>
        <Select
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
          options={[
            { value: 'page', label: t({ id: 'backoffice.content.kind.page' }) },
            { value: 'article', label: t({ id: 'backoffice.content.kind.article' }) },
          ]}
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
