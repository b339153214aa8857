import '../content.css';
import { storyAlternates, type PageProps } from '@shop/i18n';
import { useContentPage } from '@shop/api-client/react';
import { usePageMeta } from '@shop/i18n/react';
import { Skeleton } from '@shop/ui';
import { ContentBlocks } from '../widgets/ContentBlocks';
import { ContentNotice } from '../widgets/ContentNotice';
import { useContentPreview } from '../widgets/use-content-preview';

/** A page of the content system, at the path the catch-all route matched. */
export default function ContentPage({ match }: PageProps) {
  // The language names the root folder; the API picks the store's folder by the store key.
  const page = useContentPage(match.language, match.params.slug ?? '', useContentPreview());
  const content = page.data?.content;
  const title = content && content.component !== 'menu' ? content.title : undefined;
  // The language switch leads to the twin, whose path is translated (or home).
  usePageMeta(title, page.data && storyAlternates(match, page.data.twins));
  if (page.isPending) return <Skeleton variant="block" />;
  if (page.isError || !content || content.component === 'menu')
    return <ContentNotice kind="page" />;
  return (
    <article className="ui-container content-page">
      <h1>{content.title}</h1>
      {content.body.length === 0 && <ContentNotice kind="page" />}
      <div className="content-blocks">
        <ContentBlocks blocks={content.body} />
      </div>
    </article>
  );
}
