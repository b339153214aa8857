import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { StoryArticle } from '../features/articles/StoryArticle';

/** One encyclopedia entry; a reference entry, so without a publication date. */
export default function EncyclopediaEntryPage({ match }: PageProps) {
  const pathTo = useLocalizedPath();
  return (
    <StoryArticle
      match={match}
      dated={false}
      back={{ href: pathTo('encyclopedia'), label: 'content.article.backToEncyclopedia' }}
    />
  );
}
