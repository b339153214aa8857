import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@shop/router';
import { contentRootFolders } from '@shop/api-client';
import type { StaffMe } from '@shop/api-client/staff';
import { useStaffContentTree, useStaffStory } from '@shop/api-client/staff/react';
import type { MessageId } from '@shop/i18n';
import { Button, FormField, Select, Skeleton, Toast } from '@shop/ui';
import { NewStoryForm } from '../features/content/components/NewStoryForm';
import { StoryEditor } from '../features/content/components/StoryEditor';
import { StoryTree } from '../features/content/components/StoryTree';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/content/content.css';
import { storesWith } from '../shared/session/grants';

/**
 * The content editor (permission `content`, per store): a store and language's story tree, the
 * chosen story's editor with its preview, and a new story. The folder and story are in the URL,
 * so a link or the browser's back button leads to them.
 */
export function ContentPage({ me }: { me: StaffMe }) {
  const t = useIntl().formatMessage;
  usePageTitle('backoffice.content.title');
  const stores = storesWith(me, 'content');
  const folders = contentRootFolders.filter((f) => stores === null || stores.includes(f.store));
  const [params, setParams] = useSearchParams();
  const rootFolder =
    folders.find((f) => f.rootFolder === params.get('folder'))?.rootFolder ??
    folders[0]?.rootFolder ??
    null;
  const selected = params.get('story');
  const [creating, setCreating] = useState(false);
  const tree = useStaffContentTree(rootFolder);
  const story = useStaffStory(selected);
  const choose = (next: { folder?: string; story?: string | null }) => {
    const search = new URLSearchParams(params);
    if (next.folder !== undefined) search.set('folder', next.folder);
    if (next.story === null) search.delete('story');
    else if (next.story !== undefined) search.set('story', next.story);
    setParams(search);
  };

  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">{t({ id: 'backoffice.content.title' })}</h1>
        <p className="ui-text-muted">{t({ id: 'backoffice.content.intro' })}</p>
      </header>
      <div className="backoffice-content-layout">
        <nav className="ui-stack ui-stack--sm" aria-label={t({ id: 'backoffice.content.tree' })}>
          <FormField label={t({ id: 'backoffice.content.folder' })}>
            <Select
              value={rootFolder ?? ''}
              onChange={(event) => choose({ folder: event.target.value, story: null })}
              options={folders.map((f) => ({
                value: f.rootFolder,
                label: t(
                  { id: 'backoffice.content.folderOption' },
                  {
                    store: t({ id: `store.${f.store}` as MessageId }),
                    language: t({ id: `backoffice.language.${f.language}` as MessageId }),
                  },
                ),
              }))}
            />
          </FormField>
          <Button variant="secondary" onClick={() => setCreating(true)}>
            {t({ id: 'backoffice.content.new' })}
          </Button>
          {creating && rootFolder ? (
            <NewStoryForm
              rootFolder={rootFolder}
              onCancel={() => setCreating(false)}
              onCreated={(uuid) => {
                setCreating(false);
                choose({ story: uuid });
              }}
            />
          ) : null}
          {tree.isPending ? (
            <Skeleton variant="block" />
          ) : tree.isError ? (
            <Toast type="error" inline>
              {t({ id: 'backoffice.content.treeError' })}
            </Toast>
          ) : (
            <StoryTree
              stories={tree.data.stories}
              selected={selected}
              onSelect={(uuid) => choose({ story: uuid })}
            />
          )}
        </nav>
        <div>
          {!selected ? (
            <p className="ui-text-muted">{t({ id: 'backoffice.content.select' })}</p>
          ) : story.isPending ? (
            <Skeleton variant="block" />
          ) : story.isError ? (
            <Toast type="error" inline>
              {t({ id: 'backoffice.content.storyError' })}
            </Toast>
          ) : (
            <StoryEditor
              key={story.data.story.uuid}
              story={story.data}
              onDeleted={() => choose({ story: null })}
            />
          )}
        </div>
      </div>
    </div>
  );
}
