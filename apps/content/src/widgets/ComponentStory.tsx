import type { ReactNode } from 'react';
import { useContentComponent } from '@shop/api-client/react';
import { useLocale, usePageMeta } from '@shop/i18n/react';
import { Skeleton } from '@shop/ui';
import { ContentBlocks } from './ContentBlocks';

/**
 * A global page component of the content system (an error content, the maintenance notice):
 * its title and blocks, or `fallback` while the content system has none or cannot be reached.
 */
export function ComponentStory({
  slug,
  headingId,
  framed = false,
  untitled = false,
  fallback,
}: {
  slug: string;
  /** For the section the story sits in to be labelled by its title. */
  headingId?: string;
  /** On a page the shell frames, the title goes to the frame's heading instead. */
  framed?: boolean;
  /** In a dialog, whose own title names it, the story's title is left out. */
  untitled?: boolean;
  fallback: ReactNode;
}) {
  const { language } = useLocale();
  const story = useContentComponent(language, slug);
  const content = story.data?.content;
  const page = content?.component === 'page' ? content : undefined;
  if (story.isPending) return <Skeleton variant="block" />;
  if (!page) return <>{fallback}</>;
  return (
    <div className="content-page">
      {framed ? <FrameTitle title={page.title} /> : null}
      {framed || untitled ? null : <h1 id={headingId}>{page.title}</h1>}
      <div className="content-blocks">
        <ContentBlocks blocks={page.body} />
      </div>
    </div>
  );
}

/**
 * Only a framed story owns the page's title: a story in a dialog or a section (the welcome after
 * the cookie choice, an error's body) that published one would replace the page's own title.
 */
function FrameTitle({ title }: { title: string }) {
  usePageMeta(title);
  return null;
}
