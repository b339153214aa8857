import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { StoryArticle } from '../widgets/StoryArticle';

/** One news item at `news/{slug}`, the slug of any depth. */
export default function NewsArticlePage({ match }: PageProps) {
  const pathTo = useLocalizedPath();
  return (
    <StoryArticle
      match={match}
      back={{ href: pathTo('news'), label: 'content.article.backToNews' }}
    />
  );
}
