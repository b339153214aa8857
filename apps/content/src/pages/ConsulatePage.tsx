import '../content.css';
import { isApiError } from '@shop/api-client';
import { useContentPage } from '@shop/api-client/react';
import { consulateStoryPath, type PageProps } from '@shop/i18n';
import { usePageMeta } from '@shop/i18n/react';
import { Skeleton } from '@shop/ui';
import { ContentNotice } from '../widgets/ContentNotice';
import { LoadFailed } from '../widgets/LoadFailed';
import { ContentBlocks } from '../widgets/ContentBlocks';
import { useContentPreview } from '../widgets/use-content-preview';

/**
 * The consulate page (minimal layout): the editors' story at the page's own path, so it is
 * written and published like every other content page. The shell's frame shows its title as the
 * page's h1; the route's name stands in while it loads.
 */
export default function ConsulatePage({ match }: PageProps) {
  const page = useContentPage(match.language, consulateStoryPath, useContentPreview());
  const content = page.data?.content;
  const story = content?.component === 'page' ? content : undefined;
  usePageMeta(story?.title);

  if (page.isPending) return <Skeleton variant="block" />;
  if (page.isError && !(isApiError(page.error) && page.error.statusCode === 404)) {
    return (
      <LoadFailed
        className="ui-stack"
        message="content.page.loadFailed"
        onRetry={() => void page.refetch()}
      />
    );
  }
  // Nothing published yet (or a story of another kind at the path) is said, not left blank.
  if (!story || story.body.length === 0) return <ContentNotice kind="page" />;
  return (
    <article className="content-page">
      {story.description ? <p className="content-lead">{story.description}</p> : null}
      <div className="content-blocks">
        <ContentBlocks blocks={story.body} />
      </div>
    </article>
  );
}
