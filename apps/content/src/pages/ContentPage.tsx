import '../content.css';
import type { PageProps } from '@shop/i18n';
import { useContentPage } from '@shop/api-client/react';
import { usePageMeta } from '@shop/i18n/react';
import { Skeleton } from '@shop/ui';
import { contentBlocks } from '../features/blocks/blocks';
import { ContentNotice } from '../components/ContentNotice';

/** A page of the content system, at the path the catch-all route matched. */
export default function ContentPage({ match }: PageProps) {
  const page = useContentPage(match.language, match.params.slug ?? '');
  usePageMeta(page.data?.title);
  if (page.isPending) return <Skeleton variant="block" />;
  if (page.isError) return <ContentNotice kind="page" />;
  const blocks = contentBlocks(page.data.body);
  return (
    <article className="ui-container content-page">
      <h1>{page.data.title}</h1>
      {blocks.length === 0 && <ContentNotice kind="page" />}
      {blocks.map((block, index) =>
        block.type === 'heading' ? (
          block.level === 3 ? (
            <h3 key={index}>{block.text}</h3>
          ) : (
            <h2 key={index}>{block.text}</h2>
          )
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </article>
  );
}
