import { useIntl } from 'react-intl';
import type { StaffStorySummary } from '@shop/api-client/staff';
import { Badge } from '@shop/ui';

/** A story's state as the tree shows it. */
export function StoryState({
  story,
}: {
  story: Pick<StaffStorySummary, 'publishedAt' | 'unpublishedChanges'>;
}) {
  const t = useIntl().formatMessage;
  if (!story.publishedAt)
    return <Badge variant="neutral">{t({ id: 'backoffice.content.state.draft' })}</Badge>;
  return story.unpublishedChanges ? (
    <Badge variant="warning">{t({ id: 'backoffice.content.state.changed' })}</Badge>
  ) : (
    <Badge variant="success">{t({ id: 'backoffice.content.state.published' })}</Badge>
  );
}

/**
 * The stories of a root folder by path, indented by folder depth: links that keep the page's
 * other parameters, the chosen one marked for screen readers as the current page.
 */
export function StoryTree({
  stories,
  selected,
  onSelect,
}: {
  stories: readonly StaffStorySummary[];
  selected: string | null;
  onSelect: (uuid: string) => void;
}) {
  const t = useIntl().formatMessage;
  if (stories.length === 0)
    return <p className="ui-text-muted">{t({ id: 'backoffice.content.empty' })}</p>;
  return (
    <ul className="backoffice-content-tree">
      {stories.map((story) => {
        const depth = story.path.split('/').length - 1;
        return (
          <li key={story.uuid} style={{ paddingInlineStart: `${depth}rem` }}>
            <button
              type="button"
              className="backoffice-content-tree__item"
              aria-current={story.uuid === selected ? 'page' : undefined}
              onClick={() => onSelect(story.uuid)}
            >
              <span className="backoffice-content-tree__name">{story.name}</span>
              <span className="backoffice-content-tree__path">{story.path}</span>
              <StoryState story={story} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
